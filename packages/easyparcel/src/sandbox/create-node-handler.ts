import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRequestOf, createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import type { FrameHandler, FrameRequest } from '@nyiur/sandbox-http';
import type { Sandbox } from './create-sandbox';

/** Where the shop mounts the sandbox, as it does iPay88's and MyInvois's. */
export const SANDBOX_PREFIX = '/sandbox/easyparcel/';

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/easyparcel/"). */
  prefix?: string;
}

/**
 * The sandbox behind any HTTP frame: a node:http server's or the shop's own routes. `baseUrlOf`
 * says where it answers, for the label and tracking links it gives.
 */
export const sandboxFrame =
  (sandbox: Sandbox, baseUrlOf: (request: FrameRequest) => string): FrameHandler =>
  (request) =>
    sandbox.handle({ ...apiRequestOf(request), baseUrl: baseUrlOf(request) });

/**
 * Serves the sandbox from a plain node:http server, its links on the host the request came to.
 * Resolves `false` for paths outside the prefix.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  options: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) => {
  const prefix = options.prefix ?? SANDBOX_PREFIX;
  const mount = prefix.replace(/\/$/, '');
  return createFrameHandler(
    sandboxFrame(sandbox, (request) => `http://${request.headers.host ?? '127.0.0.1'}${mount}`),
    { prefix, maxBodyBytes: 1024 * 1024 },
  );
};
