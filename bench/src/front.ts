import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { startChild, waitUntil, type RunningChild } from './child-process';
import { freePort } from './free-port';

/** Caddy in front of one upstream, as production runs it (deploy/Caddyfile), on loopback. */
export interface RunningFront {
  /** `https://localhost:<port>`: the address the front answers on. */
  readonly baseUrl: string;
  readonly process: RunningChild;
  stop(): Promise<void>;
}

/** Caddy's local certificate authority, shared by every front of a run (one storage folder). */
export interface LocalAuthority {
  /** Caddy's storage (XDG_DATA_HOME); the authority lives under caddy/pki/authorities/local. */
  readonly dataDir: string;
  readonly rootFile: string;
}

export const localAuthority = (runDir: string): LocalAuthority => {
  const dataDir = join(runDir, 'caddy-data');
  return {
    dataDir,
    rootFile: join(dataDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt'),
  };
};

/** base64(SHA-256(SubjectPublicKeyInfo)) of a PEM certificate: what Chromium's SPKI pin flag takes. */
export function spkiHash(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** The answer of one HTTP/2 GET through a front, trusting only the run's authority. */
async function h2Status(baseUrl: string, ca: Buffer, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connect(baseUrl, { ca, ALPNProtocols: ['h2'] });
    session.on('error', reject);
    const request = session.request({ ':path': path });
    request.on('response', (headers) => {
      session.close();
      resolve(Number(headers[':status']));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Starts Caddy with the repository's `deploy/Caddyfile`, adapted as `caddy adapt` reads it with
 * PUBLIC_BASE_URL `https://localhost:<free port>` and SHOP_UPSTREAM the upstream. As in
 * apps/server's production-front test, only where it may listen changes: free ports instead of 80
 * and 443, no admin endpoint, and the local authority (which signs "localhost", Caddy's `tls
 * internal`) not installed into the machine's trust store. Fronts started with the same
 * authority share its root, so one trusted root covers them all.
 */
export async function startFront(options: {
  readonly repoRoot: string;
  /** host:port of the server behind it. */
  readonly upstream: string;
  readonly authority: LocalAuthority;
  readonly runDir: string;
  readonly name: string;
  /** A path the upstream answers with 200 (through the front) once it is up. */
  readonly readyPath: string;
  /** The port to answer on (a free one unless given: the server behind may need it first). */
  readonly port?: number;
}): Promise<RunningFront> {
  const caddyfile = join(options.repoRoot, 'deploy', 'Caddyfile');
  const port = options.port ?? (await freePort());
  const baseUrl = `https://localhost:${port}`;
  const home = join(options.runDir, `caddy-${options.name}`);
  mkdirSync(home, { recursive: true });
  const env = {
    PATH: process.env['PATH'] ?? '',
    HOME: home,
    XDG_DATA_HOME: options.authority.dataDir,
    XDG_CONFIG_HOME: join(home, 'config'),
  };
  let adapted: string;
  try {
    adapted = execFileSync('caddy', ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...env, PUBLIC_BASE_URL: baseUrl, SHOP_UPSTREAM: options.upstream },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error('caddy adapt failed (install Caddy with "apt-get install -y caddy")', {
      cause: error,
    });
  }
  const config = JSON.parse(adapted) as {
    admin?: object;
    apps: { http: Record<string, unknown>; pki?: object };
  };
  config.admin = { disabled: true };
  config.apps.http['http_port'] = await freePort();
  config.apps.http['https_port'] = port;
  config.apps.pki = { certificate_authorities: { local: { install_trust: false } } };
  const configFile = join(home, 'caddy.json');
  writeFileSync(configFile, JSON.stringify(config));
  const child = startChild('caddy', ['run', '--config', configFile], {
    cwd: home,
    env,
    logFile: join(options.runDir, `caddy-${options.name}.log`),
  });
  try {
    await waitUntil(
      async () =>
        existsSync(options.authority.rootFile) &&
        (await h2Status(baseUrl, readFileSync(options.authority.rootFile), options.readyPath)) ===
          200,
      { timeoutMs: 60_000, intervalMs: 250, what: `Caddy (${options.name})`, child },
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { baseUrl, process: child, stop: () => child.stop(5_000) };
}

/**
 * An NSS database in `home` (where Chromium on Linux reads its user trust) that trusts the
 * authority's root for TLS servers; false when `certutil` (libnss3-tools) is missing.
 */
export function trustInNss(home: string, rootFile: string): boolean {
  const db = join(home, '.pki', 'nssdb');
  mkdirSync(db, { recursive: true });
  try {
    execFileSync('certutil', ['-d', `sql:${db}`, '-N', '--empty-password'], { stdio: 'ignore' });
    execFileSync(
      'certutil',
      ['-d', `sql:${db}`, '-A', '-t', 'C,,', '-n', 'nyiur-bench-local-ca', '-i', rootFile],
      { stdio: 'ignore' },
    );
    return true;
  } catch {
    return false;
  }
}
