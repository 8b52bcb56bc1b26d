import { baseMeta, defineCall, ok } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from '../config/parse-env';
import { post } from '../test/http';
import { testConfig, useTestApp } from '../test/test-app';
import { publicCall } from './call-route';

const countCall = (path: `/${string}`) =>
  defineCall({
    path,
    method: 'POST',
    summary: 'Counts boxes',
    tag: 'test',
    access: 'public',
    encoding: 'json',
    request: z.object({}),
    response: z.object({ count: z.number().int() }),
    meta: baseMeta,
  });

const rightReply = countCall('/reply-check/right');
const wrongReply = countCall('/reply-check/wrong');

describe('the answers of contract calls', () => {
  const t = useTestApp('pglite', {
    setup: (app) => {
      void app.register(
        async (api) => {
          publicCall(api, rightReply, async () => ok({ count: 3 }));
          publicCall(api, wrongReply, async () =>
            // @ts-expect-error data that does not match the response schema does not typecheck
            ok({ count: 'three' }),
          );
        },
        { prefix: '/api' },
      );
    },
  });

  it('passes an answer that matches its response schema', async () => {
    const answer = await post(t().app, rightReply.path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: 'Success', data: { count: 3 } });
  });

  it('turns an answer that does not match its response schema into a 500 under test', async () => {
    const answer = await post(t().app, wrongReply.path);
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe(500);
    expect(JSON.stringify(answer.body)).not.toContain('three');
  });

  it('checks answers only under NODE_ENV=test, so production does not pay for it', () => {
    expect(testConfig('/tmp/nyiur-reply-check').checkReplies).toBe(true);
    expect(parseEnv({}).checkReplies).toBe(false);
  });
});
