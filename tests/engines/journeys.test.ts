// The shop's core journeys, written once and run in every engine scripts/test-engines.mjs found:
// Chromium (the control), Firefox and WebKit. Each journey is a new browser with an empty profile,
// the service worker on, on the production build; it presses a control as soon as it shows, like a
// shopper, and ends with no error reported by the page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEngines } from './engines';
import type { Target } from './find-in-page';
import type { Shopper } from './shopper';
import { quirks } from './webdriver-shopper';

type DemoProduct = { id: string; name: string; category: string };
const products = JSON.parse(readFileSync('catalogue/demo/products.json', 'utf8')) as DemoProduct[];
const electronics = products.filter((product) => product.category === 'electronics').length;
const headphones = products.find((product) => product.id === '1')!;

const main: Target = { role: 'main' };
const banner: Target = { role: 'banner' };
const inMain = (target: Target): Target => ({ ...target, within: main });
const button = (name: Target['name']): Target => ({ role: 'button', name });
const field = (name: RegExp): Target => ({ role: 'textbox', name });
const heading = (level: number, name: Target['name']): Target => ({ role: 'heading', level, name });
const cartLink: Target = { role: 'link', name: /^Cart, /, within: banner };

const storedCart = (shopper: Shopper) => shopper.run<string | null>("localStorage.getItem('cart')");

async function addToCart(shopper: Shopper): Promise<void> {
  await shopper.press(inMain(button(/^Add to Cart/)));
  await shopper.seeText('Added to cart');
}

async function fillIn(shopper: Shopper, fields: [RegExp, string][]): Promise<void> {
  for (const [label, value] of fields) await shopper.type(field(label), value);
}

const journeys: [string, (shopper: Shopper) => Promise<void>][] = [
  [
    'browse and filter, a size at its own price into the cart, kept over a reload',
    async (shopper) => {
      await shopper.goto('/products');
      await shopper.press(button('Electronics'));
      await shopper.seePath('/products?category=electronics');
      await shopper.seeText(`${electronics} products found`);
      await shopper.seeTrue(
        'Electronics is pressed',
        `[...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent.trim() === 'Electronics')`,
      );

      await shopper.goto('/product/9');
      await shopper.press(inMain({ role: 'radio', name: 'King' }));
      await shopper.see(inMain({ role: 'radiogroup', name: 'Size: King' }));
      await shopper.seeText('$219.99');
      await addToCart(shopper);
      await shopper.see({ role: 'link', name: 'Cart, 1 item', within: banner });

      await shopper.press(cartLink);
      await shopper.seePath('/cart');
      await shopper.seeText('Size: King');
      await shopper.reload();
      await shopper.seeText('Size: King');
      await shopper.seeText('$219.99');
      expect(JSON.parse((await storedCart(shopper)) ?? 'null')).toEqual([
        { productId: '9', variantId: expect.stringContaining('9-') as unknown, quantity: 1 },
      ]);
    },
  ],
  [
    'checkout with its validation messages to the order',
    async (shopper) => {
      await shopper.goto('/product/1');
      await addToCart(shopper);
      await shopper.goto('/checkout');
      await shopper.see(heading(2, /Shipping Information/));
      await shopper.press(button('Next'));
      await shopper.seeText('Missing Information');
      await shopper.seeText('Please fill in all required fields');
      await shopper.seeText('ZIP code is required');
      await fillIn(shopper, [
        [/^First name/, 'Ada'],
        [/^Last name/, 'Lovelace'],
        [/^Email/, 'ada@example.com'],
        [/^Phone/, '555-0100'],
        [/^Address\s*\*?$/, '1 Main St'],
        [/^City/, 'Springfield'],
        [/^State/, 'IL'],
        [/^ZIP code/, '62701'],
      ]);
      await shopper.press(button('Next'));
      await shopper.see(heading(2, /Payment Details/));
      await shopper.press(button('Next'));
      await shopper.seeText('Payment Information Required');
      await shopper.seeText('Please complete all payment fields');
      await fillIn(shopper, [
        [/^Card number/, '4111 1111 1111 1234'],
        [/^Expiry date/, '12/30'],
        [/^CVV/, '9731'],
        [/^Name on card/, 'Ada Lovelace'],
      ]);
      await shopper.press(button('Next'));
      await shopper.seeText('Card ending 1234');
      await shopper.press(button('Place Order'));
      await shopper.seeText('Terms Required');
      await shopper.press({ role: 'checkbox', name: /I accept the/ });
      await shopper.press(button('Place Order'));
      await shopper.seePath('/order-success');
      await shopper.see(heading(1, 'Order Confirmed'));
      await shopper.seeText(/Your order ORD-\d{8} has been placed\./);
      expect(await storedCart(shopper)).toBe('[]');
      expect(await shopper.run<string>('document.body.innerText')).not.toContain('4111');
    },
  ],
  [
    'header search with the keyboard, then an unknown product',
    async (shopper) => {
      await shopper.goto('/');
      await shopper.type({ role: 'combobox', name: 'Search products' }, 'wireless');
      const options: Target = { role: 'option', within: { role: 'listbox', name: 'Product suggestions' } };
      await shopper.seeCount(options, 4);
      // The list answers the whole word (not a prefix typed on the way) before the keys move in it.
      await shopper.seeTrue(
        'the suggestions answer "wireless"',
        `document.querySelector('[role="listbox"][data-query="wireless"]') !== null`,
      );
      // Each press is seen to move the highlight before the next, as a shopper watches it move.
      const selected = (nth: number) =>
        `document.querySelectorAll('[role="listbox"] [role="option"]')[${nth}]?.getAttribute('aria-selected') === 'true'`;
      await shopper.key('ArrowDown');
      await shopper.seeTrue('the first suggestion is selected', selected(0));
      await shopper.key('ArrowDown');
      await shopper.see({ ...options, nth: 1, name: /./ });
      await shopper.seeTrue('the second suggestion is selected', selected(1));
      await shopper.key('Enter');
      await shopper.seePath('/product/11');
      await shopper.see(heading(1, 'Wireless Charging Desk Lamp'));

      await shopper.goto('/product/does-not-exist');
      await shopper.see(heading(1, 'Product Not Found'));
      await shopper.see(inMain({ role: 'link', name: /products/i }));
    },
  ],
  [
    'the wishlist, and a theme chosen that holds over a reload',
    async (shopper) => {
      await shopper.goto('/products');
      const heart = button(`Add ${headphones.name} to wishlist`);
      await shopper.press(heart);
      await shopper.seeText('Added to wishlist');
      await shopper.see({ role: 'link', name: 'Wishlist, 1 item', within: banner });
      await shopper.press({ role: 'link', name: /^Wishlist, /, within: banner });
      await shopper.see(heading(1, 'My Wishlist'));
      await shopper.see(inMain({ role: 'link', name: headphones.name }));

      const background = 'getComputedStyle(document.body).backgroundColor';
      const before = await shopper.run<string>(background);
      await shopper.press(button('Theme: System'));
      await shopper.see(button(/^Theme: (Dark|Light)$/));
      const chosen = await shopper.run<string | null>("localStorage.getItem('theme')");
      expect(chosen === 'dark' || chosen === 'light').toBe(true);
      await shopper.seeTrue('the page changed colour', `${background} !== ${JSON.stringify(before)}`);
      const after = await shopper.run<string>(background);
      await shopper.reload();
      await shopper.see(button(chosen === 'dark' ? 'Theme: Dark' : 'Theme: Light'));
      expect(await shopper.run<string>(background)).toBe(after);
    },
  ],
];

for (const engine of chosenEngines()) {
  describe(engine.name, () => {
    let stop: () => void = () => undefined;
    beforeAll(async () => {
      stop = await engine.start();
    });
    afterAll(() => {
      stop();
      if (engine.name === 'webkit' && quirks.length > 0)
        console.log(`WebKitWebDriver quirks met:\n${quirks.join('\n')}`);
    });

    for (const [name, journey] of journeys) {
      it(name, async () => {
        const shopper = await engine.shopper();
        try {
          await journey(shopper);
          await shopper.see(main);
          await expect(shopper.errors()).resolves.toEqual([]);
        } finally {
          await shopper.close();
        }
      });
    }
  });
}
