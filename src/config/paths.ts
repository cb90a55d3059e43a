/** Navigation: every link the header and footer show, in one place (docs/shop-rules.md, Pages made real). */
export interface NavLink {
  to: string;
  label: string;
}

export const primaryNav: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/categories', label: 'Categories' },
  { to: '/products?featured=true', label: 'Featured' },
  { to: '/sale', label: 'Sale' },
];

export const helpNav: readonly NavLink[] = [
  { to: '/customer-service', label: 'Customer Service' },
  { to: '/contact', label: 'Contact' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/returns', label: 'Returns' },
  { to: '/faq', label: 'FAQ' },
];

export const companyNav: readonly NavLink[] = [
  { to: '/about', label: 'About' },
  { to: '/our-story', label: 'Our Story' },
  { to: '/careers', label: 'Careers' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

export const footerShopNav: readonly NavLink[] = [
  { to: '/products', label: 'All Products' },
  { to: '/products?featured=true', label: 'Featured Products' },
  { to: '/products?sale=true', label: 'On Sale' },
  { to: '/categories', label: 'Categories' },
  { to: '/wishlist', label: 'Wishlist' },
];

export const footerServiceNav: readonly NavLink[] = [...helpNav, { to: '/orders', label: 'Order History' }];

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
