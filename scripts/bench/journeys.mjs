// The navigation bench's journeys (navigation.mjs): the shop's six and the plain app's two.

/** The six journeys: the page on the left, the link tapped, the next page's h1 ('link text': the link's own). */
export const JOURNEYS = [
  {
    name: '/products -> a product',
    from: '/products',
    link: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first(),
    heading: 'link text',
  },
  {
    name: '/product/1 -> a related product',
    from: '/product/1',
    link: (page) =>
      page.getByRole('list', { name: 'Related products', exact: true }).getByRole('link').first(),
    heading: 'link text',
  },
  {
    name: '/ -> /cart',
    from: '/',
    link: (page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ }),
    heading: 'Shopping Cart',
  },
  {
    // The product's details list its category as a link (the breadcrumb is Home / Products / name).
    name: '/product/3 -> its category',
    from: '/product/3',
    link: (page) => page.getByRole('main').locator('dd a[href^="/products?category="]'),
    heading: 'link text',
  },
  {
    name: '/cart -> /products',
    from: '/cart',
    link: (page) => page.getByRole('main').getByRole('link', { name: 'Continue Shopping', exact: true }),
    heading: 'All Products',
  },
  {
    name: '/faq -> /contact',
    from: '/faq',
    link: (page) =>
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Customer Service', exact: true })
        .getByRole('link', { name: 'Contact', exact: true }),
    heading: 'Contact Us',
  },
];

/** The plain app's journeys; the floor is the one needing a route module and its .data. */
export const PLAIN_JOURNEYS = [
  {
    name: 'plain app / -> /a (route module)',
    from: '/',
    link: (page) => page.getByRole('link', { name: 'Go to A', exact: true }),
    heading: 'Page A',
  },
  {
    name: 'plain app / -> /b (route module and .data)',
    from: '/',
    link: (page) => page.getByRole('link', { name: 'Go to B', exact: true }),
    heading: 'Page B',
    floor: true,
  },
];
