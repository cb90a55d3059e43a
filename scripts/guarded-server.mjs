// The HTTP server under the Node hosts (scripts/static-server.mjs, scripts/plain-static-server.mjs):
// it answers every request that is not a plain GET or HEAD itself, with the host's headers, and
// never lets an error kill a connection without an answer:
//  - 400 for a missing, repeated or invalid Host (RFC 9112, 3.2), 405 for any other method;
//  - what Node's parser refuses (a raw control byte or non-ASCII byte, an unknown method, more than
//    16 KB of request line and headers): 400 or 431, where Node would answer a bare 400 or 431;
//  - CONNECT: 405, where Node would drop the connection without a word;
//  - an error thrown while answering: 500, or the connection closed if the answer had begun.
import { createServer, STATUS_CODES } from 'node:http';

/**
 * The path of a request target as sent (origin form `/a?q`, or absolute form `http://host/a?q`),
 * without the query, neither decoded nor normalised: `new URL()` would resolve '.', '..' and
 * backslashes and read `//name/a` as a host, so a non-canonical path would reach a file.
 */
export function requestPath(target) {
  return target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split('?')[0] || '/';
}

/** A Host value: an IP literal or a registered name, and a port (RFC 3986, 3.2.2; RFC 9112, 3.2). */
const HOST_VALUE = /^(?:\[[\dA-Fa-f:.]+\]|[\w\-.~!$&'()*+,;=%]*)(?::\d*)?$/;

/**
 * Whether the request must be refused with 400 (RFC 9112, 3.2): an HTTP/1.1 request without Host,
 * or any with more than one or an invalid one. Node checks only the first (requireHostHeader), with
 * a bare 400, so the server turns that check off and makes all three.
 */
export function badHost(rawHeaders, httpVersion) {
  const hosts = rawHeaders.filter((_, i) => i % 2 === 1 && /^host$/i.test(rawHeaders[i - 1] ?? ''));
  if (hosts.length === 0) return httpVersion !== '1.0';
  return hosts.length > 1 || !HOST_VALUE.test(hosts[0]);
}

/** A whole response with an empty body, for a socket no request handler owns. */
function rawResponse(status, headers) {
  const all = { ...headers, 'Content-Length': '0', Connection: 'close' };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...lines, '', ''].join('\r\n');
}

const PARSER_STATUS = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

function answerUnparsed(server, headers) {
  const answered = new WeakSet();
  server.on('clientError', (error, socket) => {
    if (answered.has(socket)) return; // the parser reports the rest of the request too
    if (!socket.writable || socket.bytesWritten > 0) {
      socket.destroy(); // a response has begun: nothing can be added to it
      return;
    }
    answered.add(socket);
    // end(), not destroy(): the rest of a long request is still read, so the client gets the
    // answer instead of a reset. A client that keeps the connection open is dropped after 10 s.
    socket.end(rawResponse(PARSER_STATUS[error.code] ?? 400, headers));
    socket.setTimeout(10_000, () => socket.destroy());
  });
  server.on('connect', (_req, socket) => socket.end(rawResponse(405, { Allow: 'GET, HEAD', ...headers })));
}

/**
 * A server that sends `headers` with every answer it makes itself and passes each GET and HEAD,
 * with the path as sent (requestPath), to `handle(req, res, pathname)`.
 */
export function createGuardedServer(headers, handle) {
  const server = createServer({ requireHostHeader: false }, async (req, res) => {
    try {
      const refused = badHost(req.rawHeaders, req.httpVersion)
        ? 400
        : /^(GET|HEAD)$/.test(req.method)
          ? 0
          : 405;
      if (refused) {
        const allow = refused === 405 ? { Allow: 'GET, HEAD' } : {};
        res.writeHead(refused, { ...allow, ...headers, 'Content-Length': 0, Connection: 'close' }).end();
        return;
      }
      await handle(req, res, requestPath(req.url ?? '/'));
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else
        res.writeHead(500, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
    }
  });
  answerUnparsed(server, headers);
  return server;
}
