import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/** One request as a sandbox sees it: the path below its mount point, the body as sent. */
export interface FrameRequest {
  method: string;
  /** The path below the mount point, without a leading slash. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as text; empty for GET and HEAD. */
  body: string;
}

/** A sandbox's answer, or `'reset'` to drop the connection without one (a lost reply). */
export type FrameAnswer =
  | {
      status: number;
      contentType: string;
      body: string | Uint8Array;
      headers?: Record<string, string>;
    }
  | 'reset';

export type FrameHandler = (request: FrameRequest) => FrameAnswer | Promise<FrameAnswer>;

export interface NodeHandlerOptions {
  /** Where the sandbox is mounted, with both slashes, e.g. "/sandbox/ipay88/". */
  prefix: string;
  /** A larger body is answered 413 before the sandbox sees it (64 KiB by default). */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const readBody = async (req: IncomingMessage, limit: number): Promise<string | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Serves a sandbox from a plain node:http server (or a Fastify route's raw request). Resolves
 * `false` and leaves the response alone for paths outside the prefix, so the caller can answer.
 */
export const createNodeHandler = (
  handle: FrameHandler,
  options: NodeHandlerOptions,
): ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) => {
  const { prefix } = options;
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (!url.pathname.startsWith(prefix)) return false;
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(req, limit);
    if (body === null) {
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('Payload too large');
      return true;
    }
    const answer = await handle({
      method,
      path: url.pathname.slice(prefix.length),
      query: url.searchParams,
      headers: req.headers,
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
