import type { IncomingMessage, ServerResponse } from 'node:http';
import { toFormFields } from '../form-fields';
import type { Sandbox } from './create-sandbox';

const MAX_BODY_BYTES = 64 * 1024;

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
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) => {
  const prefix = options.prefix ?? '/sandbox/ipay88/';
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (!url.pathname.startsWith(prefix)) return false;
    const fields = toFormFields(url.searchParams);
    const isForm = (req.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (req.method === 'POST' && isForm) {
      const body = await readBody(req);
      if (body === null) {
        res
          .writeHead(413, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Payload too large');
        return true;
      }
      Object.assign(fields, toFormFields(new URLSearchParams(body)));
    }
    const answer = await sandbox.handle({
      method: req.method ?? 'GET',
      path: url.pathname.slice(prefix.length),
      fields,
    });
    res.writeHead(answer.status, { ...answer.headers, 'content-type': answer.contentType });
    res.end(answer.body);
    return true;
  };
};
