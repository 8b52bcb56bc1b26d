import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

/** The server's whole schedule, as a test app builds it (its mail and digest switched off). */
describe.each(testDrivers())('background jobs on %s', (driver) => {
  const t = useTestApp(driver, { env: { OUTBOX_POLL_MS: '5000', MYINVOIS_POLL_MS: '15000' } });

  it('lists every worker of the server in one place, with its schedule', () => {
    expect(t().ctx.jobs.list()).toEqual([
      { name: 'mail outbox', schedule: 'every 5 s, and when mail is queued', enabled: false },
      { name: 'payment re-query', schedule: 'every 60 s', enabled: true },
      { name: 'unattached uploads', schedule: 'at start, then hourly', enabled: true },
      {
        name: 'e-invoices',
        schedule: 'every 15 s, and when an e-invoice is queued',
        enabled: true,
      },
      { name: 'parcel tracking', schedule: 'every 15 min', enabled: true },
      { name: 'old sent mail', schedule: 'at start, then hourly', enabled: false },
      {
        name: 'daily digest',
        schedule: 'checks every minute; sends at 08:00 Malaysian time',
        enabled: false,
      },
    ]);
  });
});
