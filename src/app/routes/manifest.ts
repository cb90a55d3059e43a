import { webAppManifest } from '../web-app-manifest';

/** /manifest.webmanifest, prerendered to a file (src/app/web-app-manifest.ts). */
export function loader() {
  return new Response(`${JSON.stringify(webAppManifest, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
