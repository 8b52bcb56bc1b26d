import { describe, expect, it } from 'vitest';
import { Jobs, type Job } from './jobs';

class Recorded implements Job {
  constructor(
    readonly name: string,
    readonly seen: string[],
  ) {}
  start(): void {
    this.seen.push(`start ${this.name}`);
  }
  async stop(): Promise<void> {
    this.seen.push(`stop ${this.name}`);
  }
}

describe('Jobs', () => {
  it('starts the enabled jobs in order and stops every job, last added first', async () => {
    const seen: string[] = [];
    const jobs = new Jobs();
    jobs.add({
      name: 'mail',
      schedule: 'every 2 s',
      job: new Recorded('mail', seen),
      enabled: true,
    });
    jobs.add({
      name: 'digest',
      schedule: 'daily',
      job: new Recorded('digest', seen),
      enabled: false,
    });
    jobs.add({
      name: 'sweep',
      schedule: 'hourly',
      job: new Recorded('sweep', seen),
      enabled: true,
    });
    jobs.startAll();
    await jobs.stopAll();
    expect(seen).toEqual(['start mail', 'start sweep', 'stop sweep', 'stop digest', 'stop mail']);
    expect(jobs.list()).toEqual([
      { name: 'mail', schedule: 'every 2 s', enabled: true },
      { name: 'digest', schedule: 'daily', enabled: false },
      { name: 'sweep', schedule: 'hourly', enabled: true },
    ]);
  });

  it('refuses a name twice, a job added after the start, and a lookup of the wrong kind', () => {
    const jobs = new Jobs();
    jobs.add({ name: 'mail', schedule: 'every 2 s', job: new Recorded('mail', []), enabled: true });
    expect(() =>
      jobs.add({ name: 'mail', schedule: 'x', job: new Recorded('mail', []), enabled: true }),
    ).toThrow('job mail added twice');
    expect(jobs.get('mail', Recorded).name).toBe('mail');
    expect(() => jobs.get('mail', Jobs as never)).toThrow('no job mail');
    jobs.startAll();
    expect(() =>
      jobs.add({ name: 'late', schedule: 'x', job: new Recorded('late', []), enabled: true }),
    ).toThrow('job late added after the jobs started');
  });
});
