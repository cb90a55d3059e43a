// A raw HTTP/1.1 client for hostile requests: browsers and fetch normalise paths, refuse NUL and
// control bytes and set Host themselves, so these requests are written to a socket byte for byte
// (every character of the request is one latin1 byte: '\u00c0' is the byte 0xC0).
import { connect } from 'node:net';

export type RawRequest = {
  method: string;
  target: string;
  /** Header lines after the request line, in order, written as they are. */
  headers: string[];
  /** The HTTP version of the request line. */
  version?: string;
  /** Sent after the header section as it is (the headers say how long it is). */
  body?: string;
};

export type RawResponse = {
  /** 0 when the body came without a status line: an HTTP/0.9 answer. */
  status: number;
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The body, de-chunked; empty for HEAD. */
  body: Buffer;
};

/** No response at all: the connection closed, reset or timed out before a status line. */
export type RawFailure = { error: string };

const HEADER_END = Buffer.from('\r\n\r\n');

/** The request's bytes: request line, header lines, blank line. */
export function requestBytes({
  method,
  target,
  headers,
  version = 'HTTP/1.1',
  body = '',
}: RawRequest): Buffer {
  const head = [`${method} ${target} ${version}`, ...headers, '', body].join('\r\n');
  return Buffer.from(head, 'latin1');
}

function parseHead(head: string): { status: number; headers: Record<string, string> } | null {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(match[1]), headers };
}

/** The body of a chunked response (chunk extensions and trailers ignored). */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The response when `data` holds all of it, else null (more to read). */
function complete(data: Buffer, isHead: boolean, closed: boolean): RawResponse | null {
  if (closed && data.length > 0 && !data.toString('latin1', 0, 5).startsWith('HTTP/')) {
    return { status: 0, headers: {}, body: data };
  }
  const end = data.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = parseHead(data.subarray(0, end).toString('latin1'));
  if (!head) return null;
  const rest = data.subarray(end + HEADER_END.length);
  const { status, headers } = head;
  if (isHead || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    return closed || rest.includes('\r\n0\r\n') || rest.subarray(0, 3).equals(Buffer.from('0\r\n'))
      ? { status, headers, body: dechunk(rest) }
      : null;
  }
  const length = Number(headers['content-length'] ?? NaN);
  if (Number.isInteger(length) && rest.length >= length)
    return { status, headers, body: rest.subarray(0, length) };
  return closed ? { status, headers, body: rest } : null;
}

/**
 * Sends one request to 127.0.0.1:port and reads the response until the server closes the
 * connection or the announced body has arrived. Resolves, never rejects: a connection that ends
 * without a status line is a RawFailure.
 */
export function sendRaw(
  port: number,
  request: RawRequest,
  timeoutMs = 10_000,
): Promise<RawResponse | RawFailure> {
  const isHead = request.method === 'HEAD';
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (closed: boolean, error?: string) => {
      if (settled) return;
      const response = complete(Buffer.concat(chunks), isHead, closed);
      if (!response && !closed) return;
      settled = true;
      socket.destroy();
      if (response) resolve(response);
      else {
        const got = Buffer.concat(chunks).toString('latin1').slice(0, 80);
        resolve({
          error: error ?? (got ? `unparsable response: ${JSON.stringify(got)}` : 'closed without a response'),
        });
      }
    };
    socket.setTimeout(timeoutMs, () => finish(true, `no complete response in ${timeoutMs} ms`));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish(false);
    });
    // A server may answer and close before it has read the whole request (a 414 for a long one):
    // the response read so far counts; a write error after it is not the server's fault.
    socket.on('error', (error) => finish(true, `socket error: ${error.message}`));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(requestBytes(request));
  });
}
