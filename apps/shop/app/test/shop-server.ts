/**
 * The shop's API at the network edge for component tests: `fetch` answers by method and path,
 * and every request is recorded with its parsed body (JSON or form-encoded).
 */
export type SeenRequest = { method: string; path: string; body: Record<string, unknown> };
export type Answer = { status?: number; body: unknown };
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

export const envelope = (data: unknown, meta?: Record<string, unknown>) => ({
  code: 200,
  message: 'Success',
  data,
  ...(meta ? { meta } : {}),
});

/** The server's answer to bad input: 422 with the field messages. */
export const invalid = (message: string, errors: Record<string, string>): Answer => ({
  status: 422,
  body: { code: 422, message, data: { errors } },
});

const parseBody = async (
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Record<string, unknown>> => {
  const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
  if (raw === undefined || raw === null || raw === '') return {};
  if (raw instanceof URLSearchParams) return Object.fromEntries(raw);
  const text = String(raw);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
};

export function serveShop(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const request = { method, path, body: await parseBody(input, init) };
    seen.push(request);
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { code: 404, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}
