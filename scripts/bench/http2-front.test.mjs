import http from 'node:http';
import http2 from 'node:http2';
import { expect, test } from 'vitest';
import { withHttp2Front } from './http2-front.mjs';

/** One request over HTTP/2 (the front's certificate is its own): status, headers, body bytes. */
function get(origin, pathname) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, 'accept-encoding': 'gzip' });
    const chunks = [];
    let headers;
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
  });
}

test('the front answers over HTTP/2 with the HTTP/1.1 server answer, bytes and headers as they were', async () => {
  const body = Buffer.from([0x1f, 0x8b, 0, 1, 2, 3]);
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, encoding: req.headers['accept-encoding'] });
    res.writeHead(200, {
      'Content-Encoding': 'gzip',
      'Cache-Control': 'max-age=60',
      Connection: 'keep-alive',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await withHttp2Front(`http://127.0.0.1:${server.address().port}`, (front, reason) =>
      front ? get(front.origin, '/assets/a.js?x=1') : { reason },
    );
    // Without openssl there is no front, and the bench says why instead of measuring.
    if (answer.reason) {
      expect(answer.reason).toMatch(/^no certificate for HTTP\/2 \(openssl: /);
      return;
    }
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('max-age=60');
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.body.equals(body)).toBe(true);
    expect(seen).toEqual([{ url: '/assets/a.js?x=1', encoding: 'gzip' }]);
  } finally {
    server.close();
  }
});

test('a stream the browser drops before the answer comes is dropped upstream, and the front goes on', async () => {
  let slowArrived;
  const arrived = new Promise((resolve) => (slowArrived = resolve));
  let slowDropped;
  const dropped = new Promise((resolve) => (slowDropped = resolve));
  const server = http.createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('ok');
    res.on('close', () => {
      slowDropped();
      // Answering now (the old front then answered on a stream already gone, and threw).
      res.end('late');
    });
    slowArrived();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const after = await withHttp2Front(`http://127.0.0.1:${server.address().port}`, async (front, reason) => {
      if (!front) return { reason };
      const session = http2.connect(front.origin, { rejectUnauthorized: false });
      const slow = session.request({ ':path': '/slow' });
      slow.on('error', () => {});
      await arrived;
      slow.close(http2.constants.NGHTTP2_CANCEL);
      await dropped;
      session.close();
      return get(front.origin, '/next');
    });
    if (after.reason) return;
    expect(after.body.toString()).toBe('ok');
  } finally {
    server.close();
  }
});
