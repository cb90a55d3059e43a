/** The product page's reviews section (filled in by the reviews issue). */
export function ReviewSection({ productId }: { productId: string }) {
  return (
    <section aria-labelledby={`reviews-${productId}`} className="mt-12">
      <h2 id={`reviews-${productId}`} className="text-2xl font-bold">
        Customer Reviews
      </h2>
    </section>
  );
}
