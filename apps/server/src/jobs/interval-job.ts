import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJobOptions {
  /** The job's name in the log. */
  readonly name: string;
  readonly everyMs: number;
  readonly log: FastifyBaseLogger;
  /** One run; answers how many rows it worked, logged when not zero. */
  readonly run: () => Promise<number>;
}

/**
 * Housekeeping that runs at start and then every `everyMs` while the server runs (old sent mail,
 * unattached uploads). A failed run is logged and the next one comes on time; stopping waits for
 * a run in progress.
 */
export class IntervalJob {
  readonly #options: IntervalJobOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(options: IntervalJobOptions) {
    this.#options = options;
  }

  start(): void {
    const { name, everyMs, log, run } = this.#options;
    const once = () => {
      this.#running = run()
        .then((count) => {
          if (count > 0) log.info({ count }, `${name}: done`);
        })
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`));
    };
    once();
    this.#timer = setInterval(once, everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
