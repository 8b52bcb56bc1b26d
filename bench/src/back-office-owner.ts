import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiCallError, type Envelope } from './api-client';
import { totpCode } from './totp';

const run = promisify(execFile);
const COOKIE = 'nyiur_admin';
const TIMEOUT_MS = 30_000;

/** A signed-in back-office browser: keeps its session cookie and sends the CSRF header. */
export interface BackOffice {
  post<T>(path: string, body?: unknown): Promise<T>;
}

/**
 * A new owner made the way the shop's first owner is: the server's own create-owner command
 * prints a one-time set-up link, then the owner chooses a password and enrols an authenticator
 * over HTTP. The command needs the server's database and settings, so it gets the server's env.
 */
export async function newBackOfficeOwner(options: {
  readonly repoRoot: string;
  readonly baseUrl: string;
  readonly serverEnv: NodeJS.ProcessEnv;
  readonly email: string;
}): Promise<BackOffice> {
  const serverDir = join(options.repoRoot, 'apps', 'server');
  const { stdout } = await run(
    process.execPath,
    [join(serverDir, 'dist', 'create-owner.js'), options.email],
    { cwd: serverDir, env: options.serverEnv, timeout: 60_000 },
  );
  const setupUrl = /https?:\/\/\S+/.exec(stdout)?.[0];
  const token = setupUrl ? new URL(setupUrl).searchParams.get('token') : null;
  if (!token) throw new Error(`create-owner printed no set-up link: ${stdout.slice(0, 200)}`);

  let cookie: string | undefined;
  const post = async <T>(path: string, body: unknown = {}): Promise<T> => {
    const response = await fetch(`${options.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-nyiur-admin': '1',
        ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (pair.slice(0, at) === COOKIE) cookie = pair.slice(at + 1) || undefined;
    }
    const text = await response.text();
    if (!response.ok) throw new ApiCallError(path, response.status, text);
    return (JSON.parse(text) as Envelope<T>).data as T;
  };

  await post('/admin/auth/setup', {
    token,
    name: 'Bench Owner',
    password: 'kelapa muda segar 1212',
  });
  const { secret } = await post<{ secret: string }>('/admin/auth/enrol-start');
  await post('/admin/auth/enrol-confirm', { code: totpCode(secret) });
  return { post };
}
