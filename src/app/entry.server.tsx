import { prerender } from 'react-dom/static';
import { type EntryContext, ServerRouter } from 'react-router';

/**
 * Build time only (`ssr: false`): every page is prerendered, never served by a running server.
 * React's static prerender waits for every lazy part (the footer, the price slider, the home page's
 * lower sections) and writes each in its place. The default entry streams: a part that suspends is
 * written as hidden markup at the end of the page and moved into place by React's inline reveal
 * script, which may hold it back up to 300 ms after the first paint. Decision 0012.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // React moves a part found past this many bytes out of its place, so that a streamed page
    // paints sooner; a page written whole to a file has nothing to gain from it.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  headers.set('Content-Type', 'text/html');
  return new Response(prelude, { headers, status });
}
