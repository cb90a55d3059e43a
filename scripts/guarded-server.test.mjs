import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { sendRaw } from '../tests/e2e/raw-http.ts';
import { badHost, createGuardedServer, requestPath } from './guarded-server.mjs';

const HEADERS = { 'X-Content-Type-Options': 'nosniff' };
const server = createGuardedServer(HEADERS, async (_req, res, pathname) => {
  if (pathname === '/throws') throw new Error('thrown on purpose');
  res.writeHead(200, { ...HEADERS, 'Content-Type': 'text/plain' }).end(pathname);
});
let port = 0;

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  port = server.address().port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method, target, headers = [`Host: 127.0.0.1:${port}`]) {
  return sendRaw(port, { method, target, headers: [...headers, 'Connection: close'] });
}

test('requestPath keeps the path as sent, without the query or an absolute form', () => {
  expect(requestPath('/a/../b?c=/..')).toBe('/a/../b');
  expect(requestPath('//evil.example/about')).toBe('//evil.example/about');
  expect(requestPath('/about\\')).toBe('/about\\');
  expect(requestPath('http://evil.example/x/./y?q')).toBe('/x/./y');
  expect(requestPath('http://evil.example')).toBe('/');
});

test('badHost: none in HTTP/1.1, two, or a value that is no host and port', () => {
  expect(badHost([], '1.1')).toBe(true);
  expect(badHost([], '1.0')).toBe(false);
  expect(badHost(['Host', 'a.example', 'host', 'a.example'], '1.1')).toBe(true);
  for (const bad of ['a/b', 'a b', '\u00fc.example', 'a:b', '[::1'])
    expect(badHost(['Host', bad], '1.1'), bad).toBe(true);
  for (const good of ['', 'a.example', 'A.EXAMPLE.', '127.0.0.1:3000', '[::1]:80', 'x:']) {
    expect(badHost(['Host', good], '1.1'), good).toBe(false);
  }
});

test('GET and HEAD reach the handler with the path as sent', async () => {
  const response = await send('GET', '/a/../b?q');
  expect(response).toMatchObject({ status: 200, body: Buffer.from('/a/../b') });
});

test('every other request is answered with the headers, never dropped', async () => {
  const cases = [
    ['POST', '/', undefined, 405],
    ['CONNECT', '127.0.0.1:443', undefined, 405],
    ['FOO', '/', undefined, 400],
    ['GET', '/a\u0000b', undefined, 400],
    ['GET', '/caf\u00e9', undefined, 400],
    ['GET', `/?q=${'a'.repeat(65_536)}`, undefined, 431],
    ['GET', '/', [], 400],
    ['GET', '/', ['Host: a', 'Host: b'], 400],
    ['GET', '/throws', undefined, 500],
  ];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const [method, target, headers, status] of cases) {
    const response = await send(method, target, headers);
    expect(response, `${method} ${target.slice(0, 20)}`).toMatchObject({
      status,
      headers: { 'x-content-type-options': 'nosniff' },
    });
  }
  expect(logged).toHaveBeenCalledTimes(1); // the error thrown by the handler
  logged.mockRestore();
});
