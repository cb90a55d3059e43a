/** Which addresses a content page may link to: the shop's own pages, mail, phone and its own anchors. */

export interface ShopAddresses {
  /** Every static path of the route table ('/returns'...). */
  paths: ReadonlySet<string>;
  productIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
}

/** Why `href` cannot be followed from this page, or undefined when it can. */
export function linkProblem(
  href: string,
  shop: ShopAddresses,
  anchors: ReadonlySet<string>,
): string | undefined {
  if (href.startsWith('#')) {
    return anchors.has(href.slice(1)) ? undefined : `links to ${href}, an anchor this page does not have`;
  }
  if (/^(mailto|tel):\S/u.test(href)) return undefined;
  if (!href.startsWith('/') || href.startsWith('//')) {
    return `links to ${href}: only the shop's own addresses (/...), #anchors, mailto: and tel: are allowed`;
  }
  const url = new URL(href, 'https://shop.invalid');
  const product = /^\/product\/([^/]+)$/u.exec(url.pathname);
  if (product) {
    return shop.productIds.has(decodeURIComponent(product[1] ?? ''))
      ? undefined
      : `links to ${href}, a product the catalogue does not have`;
  }
  if (!shop.paths.has(url.pathname)) return `links to ${href}, an address the shop does not have`;
  const category = url.pathname === '/products' ? url.searchParams.get('category') : null;
  if (category !== null && !shop.categoryIds.has(category)) {
    return `links to ${href}, a category the catalogue does not have`;
  }
  return undefined;
}
