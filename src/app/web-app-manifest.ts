import { market, marketUrl } from '@/config/market';
import { shop } from '@/config/shop';
import { tagline } from 'virtual:lumina-look/tagline';

/**
 * The web app manifest: what a browser needs to install the shop (its name from the store, where
 * it starts, standalone display, its colours and icons, all shipped in public/). The maskable icon
 * is the logo on a full-bleed square, inside the middle 80% a launcher may crop to a circle.
 */
export const webAppManifest = {
  id: '/',
  name: shop.brand,
  short_name: shop.brand,
  description: tagline,
  lang: market.locale,
  start_url: marketUrl('/'),
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: shop.themeColors.light,
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
