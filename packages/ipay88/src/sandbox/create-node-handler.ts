import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import { toFormFields } from '../form-fields';
import type { Sandbox } from './create-sandbox';

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/ipay88/"). */
  prefix?: string;
}

/**
 * Serves the sandbox from a plain node:http server. Resolves `false` (and leaves the response
 * alone) for paths outside the prefix, so the caller can answer those.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  options: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) =>
  createFrameHandler(
    async (request) => {
      // iPay88 reads the query and, for a form post, the form: one set of fields.
      const fields = toFormFields(request.query);
      const isForm = (request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      if (request.method === 'POST' && isForm) {
        Object.assign(fields, toFormFields(new URLSearchParams(request.body)));
      }
      return sandbox.handle({ method: request.method, path: request.path, fields });
    },
    { prefix: options.prefix ?? '/sandbox/ipay88/' },
  );
