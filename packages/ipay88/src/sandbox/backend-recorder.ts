import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP endpoint for tests: records every form post and answers from a script. */
export interface BackendRecorder {
  url: string;
  posts: URLSearchParams[];
  close: () => Promise<void>;
}

/** Answers the posts with `answers` in order; the last one repeats once they are used up. */
export const startBackendRecorder = async (answers: string[]): Promise<BackendRecorder> => {
  const posts: URLSearchParams[] = [];
  const script = [...answers];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      posts.push(new URLSearchParams(body));
      const reply = script.length > 1 ? script.shift() : script[0];
      res.writeHead(200, { 'content-type': 'text/plain' }).end(reply ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/backend`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
