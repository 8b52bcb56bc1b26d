import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeHandler } from './create-node-handler';
import { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox';

/** A sandbox gateway on its own port, outside any shop: as the real gateway is. */
export interface ListeningSandbox {
  readonly sandbox: Sandbox;
  /** Where the browser posts a payment request. */
  readonly entryUrl: string;
  /** Where the shop asks about a payment. */
  readonly requeryUrl: string;
  close(): Promise<void>;
}

/** Starts a sandbox on a free loopback port. */
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/ipay88/epayment/`;
  return {
    sandbox,
    entryUrl: `${base}entry.asp`,
    requeryUrl: `${base}enquiry.asp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
