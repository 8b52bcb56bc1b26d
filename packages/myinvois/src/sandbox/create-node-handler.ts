import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRequestOf, createNodeHandler as createFrameHandler } from '@nyiur/sandbox-http';
import type { FrameHandler } from '@nyiur/sandbox-http';
import { SUBMISSION_LIMITS } from '../calls/submit-documents';
import type { Sandbox } from './create-sandbox';

// A little over the 5 MB submission limit, so the sandbox can answer MaximumSizeExceeded itself.
const MAX_BODY_BYTES = SUBMISSION_LIMITS.submissionBytes + 64 * 1024;

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted (default "/sandbox/myinvois/"). */
  prefix?: string;
}

/** The sandbox behind any HTTP frame: a node:http server's or the shop's own routes. */
export const sandboxFrame =
  (sandbox: Sandbox): FrameHandler =>
  (request) =>
    sandbox.handle(apiRequestOf(request));

/**
 * Serves the sandbox from a plain node:http server. Resolves `false` and leaves the response
 * alone for paths outside the prefix.
 */
export const createNodeHandler = (
  sandbox: Sandbox,
  options: NodeHandlerOptions = {},
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) =>
  createFrameHandler(sandboxFrame(sandbox), {
    prefix: options.prefix ?? '/sandbox/myinvois/',
    maxBodyBytes: MAX_BODY_BYTES,
  });
