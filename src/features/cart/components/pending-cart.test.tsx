import { beforeEach, expect, test } from 'vitest';
import { prePaintScript } from '@/boot/pre-paint-choice';
import { hasStoredCart, storedCartKeys } from '../model/cart-storage-keys';

/** Runs the exact inline script the prerendered page carries, as the browser would while parsing. */
function runProbe(): HTMLElement {
  const wrapper = document.createElement('div');
  new Function('document', prePaintScript(hasStoredCart, storedCartKeys))({
    currentScript: { parentElement: wrapper },
  });
  return wrapper;
}

beforeEach(() => {
  localStorage.clear();
});

test.each([
  ['nothing stored', {}, false],
  ['empty lists', { cart: '[]', savedForLater: ' [] ' }, false],
  ['a cart line', { cart: '[{"productId":"2","quantity":1}]' }, true],
  ['a saved item only', { cart: '[]', savedForLater: '["5"]' }, true],
  ['garbage the app will reject later', { cart: '{oops' }, true],
  ['an unrelated key', { wishlist: '["1"]' }, false],
])('the inline probe marks a stored cart: %s', (_, entries, stored) => {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  expect(runProbe().hasAttribute('data-pre-paint')).toBe(stored);
});

test('unreadable storage counts as stored, so the loading state shows rather than a false empty cart', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  try {
    expect(runProbe().hasAttribute('data-pre-paint')).toBe(true);
  } finally {
    Object.defineProperty(window, 'localStorage', original);
  }
});
