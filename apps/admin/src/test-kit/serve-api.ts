import { vi } from 'vitest';
import { readRequest } from './read-request';

/** One answer of the server: its HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A call the screen made, as the server saw it. */
export interface Asked {
  path: string;
  body: Record<string, unknown>;
}

/** The server's success envelope around `data`. */
export const envelope = (data: unknown) => ({ code: 200, message: 'Success', data });

export const ok = (data: unknown): Answer => ({ status: 200, body: envelope(data) });

/**
 * The server at the network edge: each call answered from its path and JSON body. Answers the
 * list of calls, filled in as the screen makes them.
 */
export function serveApi(answer: (path: string, body: Record<string, unknown>) => Answer): Asked[] {
  const seen: Asked[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const sent = await readRequest(request);
    const body = sent.body as Record<string, unknown>;
    seen.push({ path: sent.path, body });
    const { status, body: reply } = answer(sent.path, body);
    return new Response(JSON.stringify(reply), { status });
  });
  return seen;
}

/**
 * The server's answers by path, one after another (the last one again once the others are
 * used); any other path answers 404 with `missing`.
 */
export function serveQueues(answers: Record<string, Answer[]>, missing = 'Not found.'): Asked[] {
  return serveApi((path) => {
    const queue = answers[path] ?? [];
    return (
      (queue.length > 1 ? queue.shift() : queue[0]) ?? {
        status: 404,
        body: { code: 404, message: missing },
      }
    );
  });
}
