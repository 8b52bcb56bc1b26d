import { clientErrorReport } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { post } from '../test/http';
import { capturedLog } from '../test/captured-log';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

describe.each(testDrivers())('errors reported by a page on %s', (driver) => {
  const { stream, lines } = capturedLog();
  const t = useTestApp(driver, { deps: { logger: { level: 'error', stream } } });

  it('writes what broke, where, to the server log', async () => {
    const answer = await post(t().app, clientErrorReport.path, {
      app: 'shop',
      path: '/checkout',
      message: "Cannot read properties of undefined (reading 'items')",
    });
    expect(answer.status).toBe(200);
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line['msg'] === 'a page failed in the browser');
    expect(entry?.['clientError']).toEqual({
      app: 'shop',
      path: '/checkout',
      message: "Cannot read properties of undefined (reading 'items')",
    });
  });

  it('refuses a report that names no app or carries control characters, with 422', async () => {
    const unnamed = await post(t().app, clientErrorReport.path, {
      app: 'elsewhere',
      path: '/',
      message: 'x',
    });
    expect(unnamed.status).toBe(422);
    const forged = await post(t().app, clientErrorReport.path, {
      app: 'brand',
      path: '/',
      message: 'line one\u001b[31m forged',
    });
    expect(forged.status).toBe(422);
    expect(forged.body.data).toEqual({
      errors: { message: 'Please remove the special characters from this field.' },
    });
  });
});
