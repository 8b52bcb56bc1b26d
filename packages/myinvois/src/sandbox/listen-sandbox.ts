import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeHandler } from './create-node-handler';
import { createSandbox } from './create-sandbox';
import type { Sandbox, SandboxOptions } from './create-sandbox';

/** A sandbox on its own loopback port, outside any shop, as LHDN's service is. */
export interface ListeningSandbox {
  readonly sandbox: Sandbox;
  /** The API base URL for the client (token and API calls below it). */
  readonly apiBaseUrl: string;
  /** The portal base URL of validation links. */
  readonly portalBaseUrl: string;
  close(): Promise<void>;
}

export async function listenSandbox(options: SandboxOptions): Promise<ListeningSandbox> {
  const sandbox = createSandbox(options);
  const handle = createNodeHandler(sandbox);
  const server = createServer((req, res) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/myinvois`;
  return {
    sandbox,
    apiBaseUrl: base,
    portalBaseUrl: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
