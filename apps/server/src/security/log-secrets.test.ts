import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test/captured-log';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-in-a-parameter';
const EMAIL = 'someone.private@example.test';

/**
 * An unhandled database error used to log the failed query with its parameters: an e-mail with
 * its argon2 hash, order tokens. The log now keeps the error code and the route only.
 */
describe.each(testDrivers())('secrets in logs on %s', (driver) => {
  const { stream, lines } = capturedLog();
  const t = useTestApp(driver, {
    deps: { logger: { level: 'error', stream } },
    setup: (app) => {
      app.post('/api/test/failing-query', async () => {
        // Fails inside PostgreSQL, whose message quotes the value it could not read.
        await app.ctx.db.execute(sql`select ${SECRET}::int as n, ${EMAIL}::text as e`);
        return { code: 200, message: 'unreachable' };
      });
    },
  });

  it('logs the code and route of a failed query, never its parameters or values', async () => {
    const answer = await t().app.inject({ method: 'POST', url: '/api/test/failing-query' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(SECRET);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('/api/test/failing-query');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('secret-hash-in-a-parameter');
    expect(logged).not.toContain(EMAIL);
  });
});
