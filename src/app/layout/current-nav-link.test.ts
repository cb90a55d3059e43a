import { describe, expect, it } from 'vitest';
import { primaryNav } from '@/config/paths';
import { currentNavLink } from './current-nav-link';

const at = (path: string) => {
  const url = new URL(path, 'https://shop.example');
  return currentNavLink(primaryNav, { pathname: url.pathname, search: url.search });
};

describe('currentNavLink', () => {
  it('marks one link of the main navigation, the one the address is', () => {
    expect(at('/')).toBe('/');
    expect(at('/products')).toBe('/products');
    expect(at('/products?category=books&sort=price-low')).toBe('/products');
    expect(at('/products?featured=true')).toBe('/products?featured=true');
    expect(at('/products?sort=rating&featured=true')).toBe('/products?featured=true');
    expect(at('/sale')).toBe('/sale');
  });

  it('marks none on a page the list does not link to', () => {
    expect(at('/cart')).toBeUndefined();
    expect(at('/product/1')).toBeUndefined();
  });

  it('takes a trailing slash as the same page (prerendering renders /products as /products/)', () => {
    expect(at('/products/')).toBe('/products');
    expect(at('/sale//')).toBe('/sale');
    expect(at('/products/?featured=true')).toBe('/products?featured=true');
    expect(at('/product/1/')).toBeUndefined();
  });

  it('takes featured=false as the plain list', () => {
    expect(at('/products?featured=false')).toBe('/products');
  });
});
