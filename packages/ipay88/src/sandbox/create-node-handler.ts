import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import type { FrameHandler } from '@nyiur/sandbox-http';
import { toFormFields } from '../form-fields';
import type { Sandbox } from './create-sandbox';

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/ipay88/"). */
  prefix?: string;
}

/** The sandbox behind any HTTP frame: a node:http server's or the shop's own routes. */
export const sandboxFrame =
  (sandbox: Sandbox): FrameHandler =>
  (request) => {
    // iPay88 reads the query and, for a form post, the form: one set of fields.
    const fields = toFormFields(request.query);
    const isForm = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (request.method === 'POST' && isForm) {
      Object.assign(fields, toFormFields(new URLSearchParams(request.body)));
    }
    return sandbox.handle({ method: request.method, path: request.path, fields });
  };

/**
 * Serves the sandbox from a plain node:http server. Resolves `false` (and leaves the response
 * alone) for paths outside the prefix, so the caller can answer those.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  { prefix = '/sandbox/ipay88/' }: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) =>
  createFrameHandler(sandboxFrame(sandbox), { prefix });
