import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHandler } from './create-node-handler';
import type { FrameRequest } from './create-node-handler';
import { listenOnLoopback } from './listen-loopback';
import type { LoopbackServer } from './listen-loopback';

const seen: FrameRequest[] = [];
let server: LoopbackServer;

beforeAll(async () => {
  const handler = createNodeHandler(
    (request) => {
      seen.push(request);
      if (request.path === 'lost') return 'reset';
      if (request.path === 'broken') throw new Error('a bug in the sandbox');
      return {
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ path: request.path, body: request.body }),
        headers: { 'x-sandbox': 'yes' },
      };
    },
    { prefix: '/sandbox/test/', maxBodyBytes: 16 },
  );
  server = await listenOnLoopback(handler);
});
afterAll(() => server.close());

describe('the sandbox frame over node:http', () => {
  it('hands the path below the mount point, the query, headers and body to the sandbox', async () => {
    const response = await fetch(`${server.origin}/sandbox/test/a/b?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-sandbox')).toBe('yes');
    expect(await response.json()).toEqual({ path: 'a/b', body: '{"a":1}' });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.query.get('x')).toBe('1');
    expect(request?.headers.authorization).toBe('Bearer t');
  });

  it('answers 404 outside the mount point, 413 past the body limit, 500 when the sandbox throws', async () => {
    expect((await fetch(`${server.origin}/elsewhere`)).status).toBe(404);
    const large = await fetch(`${server.origin}/sandbox/test/x`, {
      method: 'POST',
      body: 'x'.repeat(17),
    });
    expect(large.status).toBe(413);
    expect((await fetch(`${server.origin}/sandbox/test/broken`)).status).toBe(500);
  });

  it('drops the connection when the sandbox loses its reply', async () => {
    await expect(fetch(`${server.origin}/sandbox/test/lost`, { method: 'POST' })).rejects.toThrow();
  });
});
