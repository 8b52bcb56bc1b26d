import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';

/**
 * The server entry of both sites. Their server build only prerenders pages at build time
 * (`ssr: false`), so each page is rendered whole with React's static API: a form loaded with
 * `React.lazy` is written into the HTML where it stands, instead of arriving later through a
 * streamed swap that moves the page under the reader (decision 0024).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    // A large boundary would otherwise still be written apart and swapped in by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  headers.set('Content-Type', 'text/html');
  return new Response(prelude, { status, headers });
}
