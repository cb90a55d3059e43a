import { afterEach, expect, test, vi } from 'vitest';
import { connectionAllowsExtras } from './connection';

const withConnection = (connection: object | undefined) => vi.stubGlobal('navigator', { connection });

afterEach(() => vi.unstubAllGlobals());

test('extras are fetched where the browser does not describe its connection', () => {
  withConnection(undefined);
  expect(connectionAllowsExtras()).toBe(true);
});

test('not when the browser asks to save data, nor on 2G; on 3G and 4G they are', () => {
  withConnection({ saveData: true, effectiveType: '4g' });
  expect(connectionAllowsExtras()).toBe(false);
  for (const [effectiveType, allowed] of [
    ['slow-2g', false],
    ['2g', false],
    ['3g', true],
    ['4g', true],
  ] as const) {
    withConnection({ saveData: false, effectiveType });
    expect(connectionAllowsExtras()).toBe(allowed);
  }
});
