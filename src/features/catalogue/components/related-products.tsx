import type * as React from 'react';
import { ProductGrid } from '@/components/product-grid';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/productPage';

/** The product page's related products (up to 4 of its category), each with its card's action. */
export function RelatedProducts({
  related,
  renderCardAction,
}: {
  related: readonly ProductSummary[];
  renderCardAction?: ((product: ProductSummary) => React.ReactNode) | undefined;
}) {
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold">
        {words.relatedHeading}
      </h2>
      <ProductGrid
        products={related}
        label={words.relatedLabel}
        columns={4}
        renderAction={renderCardAction}
      />
    </section>
  );
}
