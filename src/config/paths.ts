/**
 * Navigation: every link the header and footer show, in one place (docs/shop-rules.md, Pages made
 * real). A link's words are its message in the `navLinks` area of the catalogues (messages/).
 */
export type NavLinkMessage =
  | 'home'
  | 'products'
  | 'categories'
  | 'featured'
  | 'sale'
  | 'customerService'
  | 'contact'
  | 'shipping'
  | 'returns'
  | 'faq'
  | 'about'
  | 'ourStory'
  | 'careers'
  | 'privacy'
  | 'terms'
  | 'allProducts'
  | 'featuredProducts'
  | 'onSale'
  | 'wishlist'
  | 'orderHistory';

export interface NavLink {
  to: string;
  message: NavLinkMessage;
}

export const primaryNav: readonly NavLink[] = [
  { to: '/', message: 'home' },
  { to: '/products', message: 'products' },
  { to: '/categories', message: 'categories' },
  { to: '/products?featured=true', message: 'featured' },
  { to: '/sale', message: 'sale' },
];

export const helpNav: readonly NavLink[] = [
  { to: '/customer-service', message: 'customerService' },
  { to: '/contact', message: 'contact' },
  { to: '/shipping', message: 'shipping' },
  { to: '/returns', message: 'returns' },
  { to: '/faq', message: 'faq' },
];

export const companyNav: readonly NavLink[] = [
  { to: '/about', message: 'about' },
  { to: '/our-story', message: 'ourStory' },
  { to: '/careers', message: 'careers' },
  { to: '/privacy', message: 'privacy' },
  { to: '/terms', message: 'terms' },
];

export const footerShopNav: readonly NavLink[] = [
  { to: '/products', message: 'allProducts' },
  { to: '/products?featured=true', message: 'featuredProducts' },
  { to: '/products?sale=true', message: 'onSale' },
  { to: '/categories', message: 'categories' },
  { to: '/wishlist', message: 'wishlist' },
];

export const footerServiceNav: readonly NavLink[] = [...helpNav, { to: '/orders', message: 'orderHistory' }];

/** The query parameter naming the variant a product page shows (`/product/1?variant=1-sand`). */
export const variantParam = 'variant';

/** A product's page; with a variant id, the page showing that variant. */
export function productPath(id: string, variantId?: string): string {
  const path = `/product/${encodeURIComponent(id)}`;
  return variantId === undefined ? path : `${path}?${variantParam}=${encodeURIComponent(variantId)}`;
}

export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

export function categoryPath(categoryId: string): string {
  return `/products?category=${encodeURIComponent(categoryId)}`;
}
