import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequeryAnswer, requery } from './requery';

const received: URLSearchParams[] = [];
let answer = '00';
let httpStatus = 200;

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push(new URLSearchParams(body));
    res.writeHead(httpStatus, { 'content-type': 'text/plain' }).end(answer);
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/epayment/enquiry.asp`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('requery', () => {
  it('posts MerchantCode, RefNo and Amount as a form and reads "00" as paid', async () => {
    answer = '00';
    httpStatus = 200;
    const result = await requery({
      url,
      merchantCode: 'M00003',
      refNo: 'NY000123',
      amount: '1,278.99',
    });
    expect(result).toEqual({ status: 'paid', outcome: 'paid', text: '00' });
    const last = received.at(-1);
    expect(last?.get('MerchantCode')).toBe('M00003');
    expect(last?.get('RefNo')).toBe('NY000123');
    expect(last?.get('Amount')).toBe('1,278.99');
  });

  it('reads the documented failure texts', async () => {
    httpStatus = 200;
    const cases: [string, string, string][] = [
      ['Invalid parameters', 'invalid-parameters', 'error'],
      ['Record not found', 'not-found', 'open'],
      ['Incorrect amount', 'incorrect-amount', 'error'],
      ['Payment fail', 'failed', 'failed'],
      ['Payment Pending', 'pending', 'open'],
      ["Haven't Paid (0)", 'unpaid', 'open'],
      ["Haven't Paid (1)", 'unpaid', 'open'],
      ['M88Admin', 'admin-failed', 'failed'],
      ['Something else', 'unknown', 'error'],
    ];
    for (const [text, status, outcome] of cases) {
      answer = text;
      const result = await requery({ url, merchantCode: 'M1', refNo: 'R1', amount: '1.00' });
      expect(result, text).toEqual({ status, outcome, text });
    }
  });

  it('reports an HTTP error or a closed port as unreachable', async () => {
    httpStatus = 500;
    answer = '00';
    expect(await requery({ url, merchantCode: 'M1', refNo: 'R1', amount: '1.00' })).toMatchObject({
      status: 'unreachable',
      outcome: 'error',
    });
    const closed = await requery({
      url: 'http://127.0.0.1:9/enquiry.asp',
      merchantCode: 'M1',
      refNo: 'R1',
      amount: '1.00',
    });
    expect(closed.status).toBe('unreachable');
  });
});

describe('parseRequeryAnswer', () => {
  it('ignores surrounding whitespace', () => {
    expect(parseRequeryAnswer(' 00\r\n').status).toBe('paid');
  });
});
