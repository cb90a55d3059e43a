// Toasts on a phone: at 390x844, DPR 3, touch, a toast shows just under the header and
// never covers the control the shopper needs next: after each toast of the checkout, the cart, the
// product page and the list, that control's centre is the control itself, not a toast (or a bar).
import type { Locator, Page } from '@playwright/test';
import { forProduct, getProductById } from './catalogue';
import { fillCard, fillShipping, openCheckoutWithCart } from './checkout-helpers';
import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

/** The toast titled `title`, once it has slid in and stopped moving (its transitions finished). */
async function settledToast(page: Page, title: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  // Under the header, never over it (nor its cart and wishlist badges).
  const [toastBox, headerBox] = [await toast.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(toastBox!.y, `${title}: below the header`).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  return toast;
}

/** A tap at the control's centre lands on the control: no toast (nor bar) lies over it there. */
async function expectClearOfToasts(control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeInViewport();
  const hit = await control.evaluate((element) => {
    // The first line box: a link that wraps has no text at its bounding box's centre.
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      underToast: top?.closest('[data-sonner-toaster]') !== null && top !== null,
      onControl: top !== null && (top === element || element.contains(top)),
    };
  });
  expect(hit, what).toEqual({ underToast: false, onControl: true });
}

/** Scrolls as a shopper does down to a button: until it shows at the bottom of the screen. */
const scrollToAtBottom = (control: Locator) =>
  control.evaluate((element) => element.scrollIntoView({ block: 'end' }));

test('checkout: after each step toast, the focused field and the step buttons are clear of it', async ({
  page,
}) => {
  await openCheckoutWithCart(page, [
    { productId: '1', quantity: 1 },
    { productId: '3', quantity: 2 },
  ]);
  const nextButton = page.getByRole('button', { name: 'Next' });
  await scrollToAtBottom(nextButton);
  await nextButton.tap();
  await settledToast(page, 'Missing Information');
  await expectClearOfToasts(page.locator(':focus'), 'the first missing field, focused');
  await scrollToAtBottom(nextButton);
  await expectClearOfToasts(nextButton, 'Next, scrolled back down to');

  await fillShipping(page);
  await nextButton.tap();
  await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
  await scrollToAtBottom(nextButton);
  await nextButton.tap();
  await settledToast(page, 'Payment Information Required');
  await expectClearOfToasts(page.locator(':focus'), 'the first missing card field, focused');
  await scrollToAtBottom(nextButton);
  await expectClearOfToasts(nextButton, 'Next on Payment');
  await expectClearOfToasts(page.getByRole('button', { name: 'Previous' }), 'Previous on Payment');
  await expectClearOfToasts(page.getByRole('link', { name: 'Back to Cart' }), 'Back to Cart on Payment');

  await fillCard(page);
  await nextButton.tap();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await scrollToAtBottom(placeOrder);
  await placeOrder.tap();
  await settledToast(page, 'Terms Required');
  await expectClearOfToasts(page.locator(':focus'), 'the terms checkbox, focused');
  await scrollToAtBottom(placeOrder);
  await expectClearOfToasts(placeOrder, 'Place Order');

  await page.getByRole('checkbox').tap();
  await placeOrder.tap();
  const placed = await settledToast(page, 'Order placed!');
  const continueShopping = page.getByRole('link', { name: 'Continue Shopping' });
  await scrollToAtBottom(continueShopping);
  await expectClearOfToasts(continueShopping, 'Continue Shopping');
  // Readable and dismissable: its close button closes it.
  await placed.getByRole('button', { name: /close/i }).tap();
  await expect(placed).toBeHidden();
});

test('cart: after each toast, Checkout and the next line stay clear of it', async ({ page }) => {
  await page.goto('/products');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify(['3', '5', '6', '7'].map((productId) => ({ productId, quantity: 1 }))),
    ),
  );
  await page.goto('/cart');
  await waitForHydration(page);
  const checkout = page.getByRole('region', { name: 'Cart total' }).getByRole('link', { name: 'Checkout' });
  const [first, second] = [getProductById('3')!, getProductById('5')!];

  await page.getByRole('button', { name: forProduct('Remove', first.name) }).tap();
  const removed = await settledToast(page, 'Removed from cart');
  // Readable, with its Undo on screen (a toast's own controls are the one thing it may cover).
  await expect(removed.getByRole('button', { name: 'Undo' })).toBeInViewport();
  await expectClearOfToasts(checkout, 'Checkout after Removed from cart');
  await expectClearOfToasts(page.locator(':focus'), 'the control focus moved to');

  await page.getByRole('button', { name: forProduct('Save for Later', second.name) }).tap();
  await settledToast(page, 'Saved for later');
  await expectClearOfToasts(checkout, 'Checkout after Saved for later');
  await expectClearOfToasts(page.locator(':focus'), 'the control focus moved to');
});

test('product page: the toasts of Add to Cart, main and buy bar, leave both buttons clear', async ({
  page,
}) => {
  const product = getProductById('1')!;
  await page.goto('/product/1');
  await waitForHydration(page);
  const main = page.getByRole('main').getByRole('button', { name: forProduct('Add to Cart', product.name) });
  await main.first().tap();
  await settledToast(page, 'Added to cart');
  await expectClearOfToasts(main.first(), 'Add to Cart');

  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const bar = page.getByRole('region', { name: `Buy ${product.name}` }).getByRole('button');
  await bar.tap();
  await settledToast(page, 'Updated cart');
  await expectClearOfToasts(bar, 'the buy bar’s Add to Cart');
});

test('a list: the wishlist toast leaves Filters and the next heart clear', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const hearts = page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Add .* to wishlist$/ });
  await hearts.first().tap();
  await settledToast(page, 'Added to wishlist');
  await expectClearOfToasts(page.getByRole('button', { name: 'Filters', exact: true }), 'Filters');
  await expectClearOfToasts(hearts.nth(1), 'the next heart');
});
