import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import { SUBMISSION_LIMITS } from '../calls/submit-documents';
import type { Sandbox } from './create-sandbox';

// A little over the 5 MB submission limit, so the sandbox can answer MaximumSizeExceeded itself.
const MAX_BODY_BYTES = SUBMISSION_LIMITS.submissionBytes + 64 * 1024;

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/myinvois/"). */
  prefix?: string;
}

/**
 * Serves the sandbox from a plain node:http server (or a Fastify route's raw request). Resolves
 * `false` and leaves the response alone for paths outside the prefix.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  options: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) =>
  createFrameHandler(
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
      }),
    { prefix: options.prefix ?? '/sandbox/myinvois/', maxBodyBytes: MAX_BODY_BYTES },
  );
