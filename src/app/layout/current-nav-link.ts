/**
 * Which link of a navigation list is the current page. React Router's NavLink compares paths only,
 * so on /products both "Products" and "Featured" (/products?featured=true) were marked current. A
 * link with a query is current when the path matches and the address has each of its parameters; a
 * link without one is current when the path matches and no such link of the same list is. A
 * trailing slash is the same page (React Router matches `/products/` as `/products`, and renders
 * each prerendered page at its path with one).
 */
export function currentNavLink(
  links: readonly { to: string }[],
  location: { pathname: string; search: string },
): string | undefined {
  const params = new URLSearchParams(location.search);
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') || '/' : '/';
  const matches = (to: string) => {
    const [path, query] = to.split('?');
    if (path !== pathname) return false;
    return [...new URLSearchParams(query ?? '')].every(([key, value]) => params.getAll(key).includes(value));
  };
  const withQuery = links.find((link) => link.to.includes('?') && matches(link.to));
  return withQuery?.to ?? links.find((link) => !link.to.includes('?') && matches(link.to))?.to;
}
