import { shop } from '@/config/shop';

/** /manifest.webmanifest, prerendered to a file: the installed app's name comes from the store. */
export function loader() {
  const manifest = {
    name: shop.brand,
    short_name: shop.brand,
    description: shop.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: shop.themeColors.light,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
