/** What the registry needs of a background worker. */
export interface Job {
  start(): void;
  stop(): Promise<void>;
}

export interface JobEntry<J extends Job = Job> {
  /** The job's name, as the schedule list and the log say it. */
  readonly name: string;
  /** When it runs, in words ("every 5 s, and when woken"). */
  readonly schedule: string;
  readonly job: J;
  /** Off where a test or a node's configuration says this node does not run it. */
  readonly enabled: boolean;
}

/**
 * Every background worker of the server, in one list: feature modules add theirs while the app
 * is built, the app starts the enabled ones when it is ready and stops them all, last added first,
 * when it closes. `list()` is the server's schedule, readable in one place.
 */
export class Jobs {
  readonly #entries: JobEntry[] = [];
  #started = false;

  add<J extends Job>(entry: JobEntry<J>): J {
    if (this.#started) throw new Error(`job ${entry.name} added after the jobs started`);
    if (this.#entries.some((known) => known.name === entry.name)) {
      throw new Error(`job ${entry.name} added twice`);
    }
    this.#entries.push(entry);
    return entry.job;
  }

  /** The named job, for a test to drain or a write to wake. */
  get<J extends Job>(name: string, kind: abstract new (...args: never[]) => J): J {
    const found = this.#entries.find((entry) => entry.name === name)?.job;
    if (!(found instanceof kind)) throw new Error(`no job ${name}`);
    return found;
  }

  list(): readonly Omit<JobEntry, 'job'>[] {
    return this.#entries.map(({ name, schedule, enabled }) => ({ name, schedule, enabled }));
  }

  startAll(): void {
    this.#started = true;
    for (const entry of this.#entries) if (entry.enabled) entry.job.start();
  }

  async stopAll(): Promise<void> {
    for (const entry of [...this.#entries].reverse()) await entry.job.stop();
  }
}
