import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface PollingSchedule {
  readonly log: FastifyBaseLogger;
  /** The wait between passes while nothing wakes the worker. */
  readonly pollMs: number;
  /** The pass's name in the log when it fails. */
  readonly name: string;
}

/**
 * The schedule of the workers that drain a table of queued work (the mail outbox, e-invoices,
 * payment re-queries); `Pass` is what a pass answers (how many rows, or a worker's own tally):
 * passes run one at a time, a wake during a pass runs another right after it, and between passes
 * the worker waits `pollMs`. A failed pass is logged and tried again at the next one.
 */
export abstract class PollingWorker<Pass = number> {
  /** This worker's name on the rows it claims. */
  readonly id = randomUUID();
  readonly #schedule: PollingSchedule;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #lastPass: Promise<unknown> = Promise.resolve();

  protected constructor(schedule: PollingSchedule) {
    this.#schedule = schedule;
  }

  /** Works everything due now; answers how many rows it worked, or the worker's own tally. */
  protected abstract pass(): Promise<Pass>;

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Runs a pass soon (after a commit that queued work). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.#schedule.log.error({ err: error }, `${this.#schedule.name} pass failed`);
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        } else if (!this.#stopped) {
          this.#timer = setTimeout(() => this.wake(), this.#schedule.pollMs);
          this.#timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    await this.#lastPass;
  }

  /**
   * Works everything due now. Passes run one at a time (a call during a pass waits for it), so no
   * row is still being worked while another pass claims.
   */
  drain(): Promise<Pass> {
    const pass = this.#lastPass.then(() => this.pass());
    this.#lastPass = pass.catch(() => undefined);
    return pass;
  }
}
