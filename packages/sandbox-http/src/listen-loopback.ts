import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on a loopback port of its own, outside any shop, as the real service is. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
}

/**
 * Serves `handle` on 127.0.0.1; a path it does not take answers 404 and a handler that throws
 * answers 500.
 */
export async function listenOnLoopback(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
  options: ListenOptions = {},
): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
