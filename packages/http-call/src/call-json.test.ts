import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callJson } from './call-json';
import type { HttpCall } from './call-json';

const server = createServer((req, res) => {
  if (req.url === '/slow') return; // never answers: the time limit ends the call
  if (req.url === '/refused') {
    res.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"no"}');
    return;
  }
  if (req.url === '/odd') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":"ten"}');
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ total: 10, echoed: body, method: req.method }));
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const answer = z.object({ total: z.number(), echoed: z.string().optional() });
const call = (path: string, extra: Partial<HttpCall> = {}): HttpCall => ({
  fetch,
  timeoutMs: 2000,
  method: 'POST',
  url: `${origin}${path}`,
  headers: { 'content-type': 'application/json' },
  ...extra,
});
const refusedWhenNotOk = (response: Response, body: unknown) =>
  response.ok ? null : { kind: 'rejected' as const, status: response.status, body };

describe('one JSON call to a service', () => {
  it('sends the method, headers and body and answers what the schema reads', async () => {
    const result = await callJson(call('/ok', { body: '{"a":1}' }), answer, refusedWhenNotOk);
    expect(result).toEqual({ ok: true, value: { total: 10, echoed: '{"a":1}' } });
  });

  it("answers the service's own reading of a refusal, with the body read as JSON", async () => {
    const result = await callJson(call('/refused'), answer, refusedWhenNotOk);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'rejected', status: 422, body: { error: 'no' } },
    });
  });

  it('calls an answer the schema does not read a bad answer', async () => {
    const result = await callJson(call('/odd'), answer, refusedWhenNotOk);
    expect(result.ok ? null : result.failure.kind).toBe('bad-answer');
    expect(result.ok ? null : 'status' in result.failure && result.failure.status).toBe(200);
  });

  it('calls a call past its time limit, or to nowhere, unreachable instead of throwing', async () => {
    const slow = await callJson(call('/slow', { timeoutMs: 100 }), answer, refusedWhenNotOk);
    expect(slow.ok ? null : slow.failure.kind).toBe('unreachable');
    const nowhere = await callJson(
      call('', { url: 'http://127.0.0.1:1/' }),
      answer,
      refusedWhenNotOk,
    );
    expect(nowhere.ok ? null : nowhere.failure.kind).toBe('unreachable');
  });
});
