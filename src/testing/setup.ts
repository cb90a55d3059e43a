import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { installCatalogueFetch } from './catalogue-fetch';

installCatalogueFetch();

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  // The stores (and the catalogue's client, for a list's other sort or a search) load these on
  // demand after mounting; loading them up front means a test that ends quickly never leaves an
  // import running after its environment is torn down, and a test's wait is for the page's work.
  await Promise.all([
    import('@/features/cart/cart-persistence'),
    import('@/features/auth/user-persistence'),
    import('@/data/product-memory'),
    import('@/components/ui/slider'),
    import('@/data/catalogue-answers'),
  ]);
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    // Every store starts fresh in the next test, as on a reload.
    const { resetStores } = await import('@/lib/create-store');
    resetStores();
  }
});
