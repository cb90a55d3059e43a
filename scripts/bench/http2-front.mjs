// The navigation bench's HTTP/2 front: what a shopper's phone meets on a CDN or any static host
// with TLS, where a page's files share one connection. The bench's own server (static-server.mjs)
// speaks HTTP/1.1, where Chromium opens at most six connections to a host, so a page needing ten
// small files waits two round trips for them. This front takes the same requests over HTTP/2 (TLS,
// a certificate made for the run by openssl, which the bench's Chromium is told to trust) and
// forwards each to that server unchanged, its answer (compressed bytes, headers) sent back as is.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers that belong to one HTTP/1.1 connection and that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A key and a self-signed certificate for 127.0.0.1, or the reason there is none. */
function makeCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumina-h2-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  try {
    // prettier-ignore
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'pipe' });
    // Chromium trusts a certificate whose public key it is given (a certificate error would also
    // keep every answer out of its HTTP cache, unlike a real host's).
    const publicKey = createPublicKey(readFileSync(key)).export({ type: 'spki', format: 'der' });
    const pin = createHash('sha256').update(publicKey).digest('base64');
    return {
      key: readFileSync(key),
      cert: readFileSync(cert),
      flag: `--ignore-certificate-errors-spki-list=${pin}`,
    };
  } catch (error) {
    return { reason: `no certificate for HTTP/2 (openssl: ${String(error.message).split('\n')[0]})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `use({ origin, chromeFlag })` with an HTTP/2 front for the HTTP/1.1 server at `origin` (the
 * flag makes Chromium trust the front's certificate), or `use(null, reason)` where no certificate
 * could be made (no openssl).
 */
export async function withHttp2Front(origin, use) {
  const certificate = makeCertificate();
  if (certificate.reason) return use(null, certificate.reason);
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert });
  server.on('stream', (stream, headers) => {
    const forwarded = { host: `${hostname}:${port}` };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    const request = http.request(
      { hostname, port, path: headers[':path'], method: headers[':method'], headers: forwarded, agent },
      (response) => {
        // The browser may have dropped the stream meanwhile (a page closed, a preload cancelled).
        if (stream.destroyed || stream.closed) return void response.resume();
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (stream.destroyed || stream.closed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('close', () => request.destroy());
    stream.on('error', () => request.destroy());
    request.end();
  });
  // A browser closing a connection mid-stream is not the bench's failure.
  server.on('sessionError', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use({ origin: `https://127.0.0.1:${server.address().port}`, chromeFlag: certificate.flag });
  } finally {
    server.close();
    agent.destroy();
  }
}
