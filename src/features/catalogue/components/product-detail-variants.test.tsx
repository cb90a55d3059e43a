import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import { expect, test, vi } from 'vitest';
import { getAllProducts, getProductById } from '@/data/catalogue-repository';
import { relatedProducts } from '@/domain/product-query';
import type { Product } from '@/domain/types';
import { buildProduct } from '@/testing/builders';
import { ProductDetail } from './product-detail';

vi.setConfig({ testTimeout: 20_000 });

/**
 * The page at `/product/<id><search>` (after `previous`, when given), with the address shown and a
 * Back button beside it.
 */
function renderAt(product: Product, search = '', previous?: string) {
  const onAdd = vi.fn();
  function Page() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output aria-label="Address">{location.pathname + location.search}</output>
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
        <ProductDetail
          product={product}
          related={relatedProducts(getAllProducts(), product)}
          // A stand-in for the cart feature's button: it reports what it would add.
          renderAddToCart={(quantity, variant) => (
            <button
              type="button"
              disabled={!(variant ? variant.inStock : product.inStock)}
              onClick={() => onAdd(quantity, variant?.id)}
            >
              {(variant ? variant.inStock : product.inStock) ? 'Add to Cart' : 'Out of Stock'}
            </button>
          )}
        />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/product/:id', Component: Page }]);
  const user = userEvent.setup();
  const entries = [...(previous ? [previous] : []), `/product/${product.id}${search}`];
  render(<Stub initialEntries={entries} initialIndex={entries.length - 1} />);
  return { user, onAdd };
}

const address = () => screen.getByRole('status', { name: 'Address' });
const main = () => screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;

test('the headphones start on the first colour in stock and show each colour with its pictures', async () => {
  const { user, onAdd } = renderAt(getProductById('1')!);
  const colour = screen.getByRole('radiogroup', { name: 'Colour: Midnight Black' });
  expect(within(colour).getByRole('radio', { name: 'Midnight Black' })).toBeChecked();
  expect(screen.getAllByRole('img', { name: /in midnight black, front view/ })[0]).toBeInTheDocument();
  await user.click(within(colour).getByRole('radio', { name: 'Sand' }));
  expect(address()).toHaveTextContent('/product/1?variant=1-sand');
  expect(screen.getByRole('radiogroup', { name: 'Colour: Sand' })).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /in sand, front view/ })[0]).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /in midnight black/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(onAdd).toHaveBeenCalledWith(1, '1-sand');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toHaveTextContent(/^\/product\/1$/);
  expect(screen.getByRole('radiogroup', { name: 'Colour: Midnight Black' })).toBeInTheDocument();
});

test("the sheet set's sizes each show their own price, from the address too", async () => {
  const { user } = renderAt(getProductById('9')!, '?variant=9-king');
  expect(screen.getByRole('radio', { name: 'King' })).toBeChecked();
  expect(within(main()).getByText('$219.99')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Full' }));
  expect(within(main()).getByText('$179.99')).toBeInTheDocument();
  expect(within(main()).queryByText('$219.99')).not.toBeInTheDocument();
  expect(address()).toHaveTextContent('/product/9?variant=9-full');
});

test('a sold-out size is shown as such, and choosing it shows the variant out of stock', async () => {
  const { user, onAdd } = renderAt(getProductById('2')!, '?variant=2-oat-m');
  const size = screen.getByRole('radiogroup', { name: 'Size: M' });
  await user.click(within(size).getByRole('radio', { name: 'XXL (sold out)' }));
  expect(address()).toHaveTextContent('/product/2?variant=2-oat-xxl');
  expect(screen.getByText('Out of Stock', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  expect(onAdd).not.toHaveBeenCalled();
  // With XXL chosen, the colours whose XXL is sold out say so; Sage's can be bought.
  const colour = screen.getByRole('radiogroup', { name: 'Colour: Oat' });
  expect(within(colour).getByRole('radio', { name: 'Oat (sold out)' })).toBeChecked();
  await user.click(within(colour).getByRole('radio', { name: 'Sage' }));
  expect(address()).toHaveTextContent('/product/2?variant=2-sage-xxl');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('an address naming no variant of the product shows the default one', () => {
  renderAt(getProductById('21')!, '?variant=9-king');
  // US 6 is sold out: the first size in stock is shown.
  expect(screen.getByRole('radio', { name: 'US 7' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'US 6 (sold out)' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a product without options shows no picker and adds as before', async () => {
  const { user, onAdd } = renderAt(getProductById('3')!);
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(onAdd).toHaveBeenCalledWith(1, undefined);
  expect(address()).toHaveTextContent(/^\/product\/3$/);
});

test('a value listed but never sold is shown unavailable, and choosing it changes nothing', async () => {
  const mug = buildProduct({
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    variants: [{ id: 'mug-small', options: { Size: 'Small' }, inStock: true }],
  });
  const { user } = renderAt(mug, '', '/product/previous');
  await user.click(screen.getByRole('radio', { name: 'Large (unavailable)' }));
  expect(address()).toHaveTextContent(new RegExp(`^/product/${mug.id}$`));
  expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Large (unavailable)' })).not.toBeChecked();
  // No history entry was added: Back leaves the page.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toHaveTextContent('/product/previous');
});
