import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { enqueueEmail } from '../../mail/enqueue-email';
import { getShopSettings } from '../../db/shop-settings';
import { dailyDigestEmail } from './daily-digest-email';
import { lowStock, moneyIn, toShipCount } from './dashboard-figures';
import { countMismatches } from './list-payments';
import { addMalaysianDays, malaysianDay, startOfMalaysianDay } from '@nyiur/domain';
import { selectRows } from '../../db/select-rows';
import { IntervalJob } from '../../jobs/interval-job';
import { vouchersUsed } from './voucher-figures';

/** The digest goes out at 08:00 Malaysian time. */
export const DIGEST_HOUR = 8;
/** How often a running node looks whether today's digest is due. */
const CHECK_MS = 60_000;

/** Where the owner's alerts and digest go: the address in Settings, else SHOP_ALERT_EMAIL; unset: nothing is sent. */
export const shopAlertEmail = async (ctx: AppContext): Promise<string | undefined> =>
  (await getShopSettings(ctx.db, ctx.config.shopAlertEmail)).shopAlertEmail ?? undefined;

export type DigestRun = 'sent' | 'not-yet' | 'already-sent' | 'no-address';

export interface DailyDigestOptions {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  /** The owner's address, read each time (it may change while the server runs). */
  readonly to: () => Promise<string | undefined>;
  readonly adminUrl: string;
  /** The clock; tests move it. */
  readonly now?: () => Date;
  /** Called after a digest was queued, to send it at once. */
  readonly onMailQueued?: () => void;
}

/**
 * The owner's daily e-mail at 08:00 Malaysian time, about the day before. Each node looks on
 * start (so a digest missed while the server was down goes out when it comes back that day) and
 * every minute after. The day is claimed by inserting it into daily_digests, whose key lets one
 * insert win, in the same transaction that queues the e-mail: two nodes, or a restart, never
 * send a day twice, and a failure before the commit leaves the day free for the next try.
 */
export class DailyDigest {
  readonly #options: DailyDigestOptions;

  constructor(options: DailyDigestOptions) {
    this.#options = options;
  }

  /** The job that looks at start and every minute after, as the app's jobs run it. */
  job(): IntervalJob {
    return new IntervalJob({
      name: 'daily digest',
      everyMs: CHECK_MS,
      log: this.#options.log,
      // runDue logs a digest it queued itself.
      run: () => this.runDue().then(() => 0),
    });
  }

  /** Sends today's digest if it is 08:00 or later and no node has sent it yet. */
  async runDue(): Promise<DigestRun> {
    const now = (this.#options.now ?? (() => new Date()))();
    const today = malaysianDay(now);
    const dueAt = startOfMalaysianDay(today).getTime() + DIGEST_HOUR * 3_600_000;
    if (now.getTime() < dueAt) return 'not-yet';
    const to = await this.#options.to();
    if (!to) return 'no-address';
    const yesterday = addMalaysianDays(today, -1);
    const sent = await this.#options.db.transaction(async (tx) => {
      const claimed = await selectRows<{ day: string }>(
        tx,
        sql`insert into daily_digests (day) values (${today}::date)
          on conflict (day) do nothing returning day`,
      );
      if (claimed.length === 0) return false;
      const window = { from: startOfMalaysianDay(yesterday), to: startOfMalaysianDay(today) };
      const [money, toShip, low, mismatches, vouchers] = [
        await moneyIn(tx, window),
        await toShipCount(tx),
        await lowStock(tx),
        await countMismatches(tx),
        (await vouchersUsed(tx, window)).vouchers,
      ];
      await enqueueEmail(
        tx,
        dailyDigestEmail(
          to,
          { day: yesterday, ...money, toShip, lowStock: low, mismatches, vouchers },
          this.#options.adminUrl,
        ),
      );
      return true;
    });
    if (!sent) return 'already-sent';
    this.#options.log.info({ day: today }, 'daily digest queued');
    this.#options.onMailQueued?.();
    return 'sent';
  }
}
