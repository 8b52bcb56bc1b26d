import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUBMISSION_LIMITS } from '../calls/submit-documents';
import type { Sandbox } from './create-sandbox';

// A little over the 5 MB submission limit, so the sandbox can answer MaximumSizeExceeded itself.
const MAX_BODY_BYTES = SUBMISSION_LIMITS.submissionBytes + 64 * 1024;

const readBody = async (req: IncomingMessage): Promise<string | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

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
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) => {
  const prefix = options.prefix ?? '/sandbox/myinvois/';
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (!url.pathname.startsWith(prefix)) return false;
    const body = req.method === 'GET' ? '' : await readBody(req);
    if (body === null) {
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('Payload too large');
      return true;
    }
    const answer = sandbox.handle({
      method: req.method ?? 'GET',
      path: url.pathname.slice(prefix.length),
      query: url.searchParams,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(req.headers['content-type'] ? { contentType: req.headers['content-type'] } : {}),
      body,
    });
    if (answer === 'reset') {
      req.socket.destroy();
      return true;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-type': answer.contentType });
    res.end(answer.body);
    return true;
  };
};
