/** What a back-office call sent, as a test's fetch stub sees it: the path, the JSON body, the headers. */
export async function readRequest(
  request: Request,
): Promise<{ path: string; body: unknown; headers: Headers }> {
  const text = await request.text();
  return {
    path: new URL(request.url).pathname,
    body: text === '' ? undefined : JSON.parse(text),
    headers: request.headers,
  };
}
