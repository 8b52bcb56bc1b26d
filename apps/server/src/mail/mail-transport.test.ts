import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTransport } from './mail-transport';

/* Without SMTP the outbox is a folder of .eml files holding reset links and shoppers' details. */
describe('the .eml outbox of a shop without SMTP', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it("writes each message readable by the shop's user alone, in a folder only it can open", async () => {
    const base = await mkdtemp(join(tmpdir(), 'nyiur-eml-'));
    made.push(base);
    const dir = join(base, 'outbox');
    const transport = fileTransport(dir, 'Nyiur <hello@nyiur.example>');
    await transport.send(
      {
        to: 'zainab@example.com',
        subject: 'Reset your password',
        text: 'https://nyiur.example/reset?token=abc',
        html: '<p>reset</p>',
      },
      7,
    );
    transport.close();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    expect((await stat(join(dir, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });
});
