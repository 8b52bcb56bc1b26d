import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import type { Sandbox } from './create-sandbox';

/** Where the shop mounts the sandbox, as it does iPay88's and MyInvois's. */
export const SANDBOX_PREFIX = '/sandbox/easyparcel/';

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/easyparcel/"). */
  prefix?: string;
}

/**
 * Serves the sandbox from a plain node:http server. Its links (labels, tracking) are on the
 * host the request came to. Resolves `false` for paths outside the prefix.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  options: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) => {
  const prefix = options.prefix ?? SANDBOX_PREFIX;
  return createFrameHandler(
    (request) =>
      sandbox.handle({
        method: request.method,
        path: request.path,
        query: request.query,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        ...(request.headers['content-type']
          ? { contentType: request.headers['content-type'] }
          : {}),
        body: request.body,
        baseUrl: `http://${request.headers.host ?? '127.0.0.1'}${prefix.replace(/\/$/, '')}`,
      }),
    { prefix, maxBodyBytes: 1024 * 1024 },
  );
};
