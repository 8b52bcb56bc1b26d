import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxKit } from '../sandbox/sandbox-test-kit';
import { bookOnce } from './book-once';
import type { BookOnceResult } from './book-once';

const folder = mkdtempSync(join(tmpdir(), 'easyparcel-book-once-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('booking once through lost replies and a restart', () => {
  it('makes exactly 100 shipments for 100 orders, none twice', async () => {
    const kit = await startSandboxKit({
      dataFile: join(folder, 'state.json'),
      walletSen: 1_000_000,
    });
    const references = Array.from(
      { length: 100 },
      (_, index) => `NY${String(index + 1).padStart(6, '0')}`,
    );
    // The shipment numbers the shop has recorded: a look-up need not open those.
    const known = new Set<string>();
    const sandboxes = new Set([kit.listening.sandbox]);
    let restarted: Promise<void> | null = null;
    const results: BookOnceResult[] = [];
    const book = async (reference: string, beforeRetry: () => Promise<void>) => {
      const result = await bookOnce(kit.client, kit.order(reference), { known, beforeRetry });
      if (result.status === 'booked') known.add(result.shipmentNumber);
      return result;
    };
    const noWait = () => Promise.resolve();

    for (let batch = 0; batch < 10; batch += 1) {
      // Three of each ten answers are lost after the booking is made.
      kit.listening.sandbox.loseReplies(3);
      const batchReferences = references.slice(batch * 10, batch * 10 + 10);
      if (batch === 5) {
        // The first lost answer of this batch is followed by a restart of the sandbox before
        // the shop looks the booking up; the restarted sandbox loses the batch's other two.
        const restart = async () => {
          await kit.restart();
          sandboxes.add(kit.listening.sandbox);
          kit.listening.sandbox.loseReplies(2);
        };
        for (const reference of batchReferences) {
          results.push(await book(reference, () => (restarted ??= restart())));
        }
      } else {
        results.push(
          ...(await Promise.all(batchReferences.map((reference) => book(reference, noWait)))),
        );
      }
    }
    const lost = [...sandboxes].reduce((sum, sandbox) => sum + sandbox.lostReplies(), 0);

    expect(restarted).not.toBeNull();
    expect(lost).toBe(30);
    expect(results.map((result) => result.status)).toEqual(Array(100).fill('booked'));
    const found = results.filter((result) => result.status === 'booked' && result.found);
    expect(found).toHaveLength(30);

    const shipments = kit.listening.sandbox.shipments();
    expect(shipments).toHaveLength(100);
    expect(new Set(shipments.map((shipment) => shipment.reference)).size).toBe(100);
    expect(shipments.map((shipment) => shipment.reference).sort()).toEqual(references);
    const numbers = results.map((result) =>
      result.status === 'booked' ? result.shipmentNumber : '',
    );
    expect(new Set(numbers).size).toBe(100);
    expect(new Set(shipments.map((shipment) => shipment.shipmentNumber))).toEqual(new Set(numbers));
    // Each paid once: RM 9.01 a parcel from RM 10,000.
    expect(kit.listening.sandbox.walletSen()).toBe(1_000_000 - 100 * 901);
    await kit.listening.close();
  }, 60_000);
});
