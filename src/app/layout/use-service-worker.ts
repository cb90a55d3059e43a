import { useEffect } from 'react';
import { connectionAllowsExtras } from '@/lib/connection';
import { whenIdle } from '@/lib/when-idle';
import { offlineCaches } from '../offline-caches';

/**
 * The page a shopper first lands on loads before the service worker controls it, so the worker
 * has not seen it: when the worker takes over, this page and the images it showed are put in the
 * worker's own caches, so they too work offline.
 */
function saveThisPage(): void {
  const images = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
    .map((entry) => entry.name);
  void caches
    .open(offlineCaches.pages)
    .then((cache) => cache.add(location.href))
    .catch(() => undefined);
  void caches
    .open(offlineCaches.images)
    .then((cache) => cache.addAll(images))
    .catch(() => undefined);
}

/**
 * Once the worker is in and the page idle again, the rest of the shop is kept for offline use;
 * not when the connection asks to save data (`<html data-offline-warm="skipped">`).
 */
function warmWhenReady(container: ServiceWorkerContainer): void {
  container.ready
    .then(() => whenIdle())
    .then(() => {
      if (connectionAllowsExtras()) return import('./warm-offline').then((warm) => warm.warmOffline());
      document.documentElement.dataset.offlineWarm = 'skipped';
    })
    .catch(() => undefined);
}

/**
 * Registers the service worker (/sw.js, made by Workbox at build time: scripts/postbuild/
 * service-worker.mjs) once the page has hydrated and the browser is idle, so it never competes
 * with a first visit. Not in development (there is no sw.js) nor where browsers have no service
 * workers. A new sw.js takes over at once (skipWaiting): pages are fetched network first, so a
 * new deploy shows on the next page load while online. It precaches the shell only; the rest is
 * warmed from the page afterwards (warm-offline.ts), when the connection allows it.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const register = () => {
      if (!container.controller) container.addEventListener('controllerchange', saveThisPage, { once: true });
      container.register('/sw.js').then(
        (registration?: ServiceWorkerRegistration) => {
          // Loaded while the worker was activating: neither controlled nor claimed, so ask it.
          // (Test browsers that block service workers resolve with no registration at all.)
          if (!container.controller) registration?.active?.postMessage('claim');
          warmWhenReady(container);
        },
        () => undefined,
      );
    };
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(register, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(register, 2000);
    return () => clearTimeout(id);
  }, []);
}
