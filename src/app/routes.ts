import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { backendPaths } from './prerender-paths.ts';

/** The route table: every route of docs/shop-rules.md (/orders, /forgot-password...), the 404 catch-all. */
export default [
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('sale', 'routes/sale.tsx'),
    route('search', 'routes/search.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('order-success', 'routes/order-success.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('customer-service', 'routes/customer-service.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('shipping', 'routes/shipping.tsx'),
    route('returns', 'routes/returns.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('about', 'routes/about.tsx'),
    route('our-story', 'routes/our-story.tsx'),
    route('careers', 'routes/careers.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('offline', 'routes/offline.tsx'),
    ...backendPaths().map((path) => route(path.slice(1), `routes${path}.tsx`)),
  ]),
  // Files made from the store configuration at build time (resource routes, prerendered).
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The catalogue's data files for the browser's catalogue worker and header search (decision 0010).
  route('data/catalogue.json', 'routes/catalogue-index.ts'),
  route('data/catalogue-cards.json', 'routes/catalogue-cards.ts'),
  route('data/suggest/:file', 'routes/suggestion-prefixes.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
