// The bench's two columns that Lighthouse cannot give: when a page starts acting on taps
// ("interactive at": navigation start until the app has hydrated) and whether a tap made at the
// first moment a control is visible takes effect ("lost taps"), on the mobile profile.
import { median } from '../median.mjs';
import { hydratedAt, onFreshPhones } from '../mobile-profile.mjs';

const menu = {
  control: (page) => page.getByRole('button', { name: 'Open menu' }),
  effect: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
};

/** Per route: the control the bench taps at first sight, and the effect that proves the tap counted. */
const TAPS = {
  '/products': {
    control: (page) => page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first(),
    effect: (page) =>
      page
        .getByRole('button', { name: /^Add .+ to wishlist$/, pressed: true })
        .first()
        .waitFor(),
  },
  '/product/1': {
    control: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    effect: (page) => page.getByRole('link', { name: 'Cart, 1 item' }).waitFor(),
  },
  '/faq': {
    control: (page) => page.locator('main button[aria-expanded="false"]').first(),
    effect: (page) => page.locator('main button[aria-expanded="true"]').first().waitFor(),
  },
};

/**
 * Opens `route` `runs` times on the mobile profile, each in a fresh context, taps the route's
 * control as soon as it is visible and checks the tap's effect (8 s after hydration at most).
 */
export async function measureInteractivity({ chromePath, args, origin, route, runs }) {
  const tap = TAPS[route] ?? menu;
  const times = [];
  let lost = 0;
  await onFreshPhones({ chromePath, args, runs }, async (page) => {
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    await tap.control(page).tap({ timeout: 30_000 });
    times.push(await hydratedAt(page));
    page.setDefaultTimeout(8_000);
    const counted = await tap.effect(page).then(
      () => true,
      () => false,
    );
    if (!counted) lost += 1;
  });
  return { interactiveMs: median(times), lostTaps: lost, taps: runs };
}
