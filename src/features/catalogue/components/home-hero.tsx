import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { shop } from '@/config/shop';

/** The home page's opening: the page's h1, the two ways in, and the hero art (the LCP image). */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-secondary to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-5">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Welcome to {shop.brand}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{shop.tagline}</h1>
          <p className="max-w-prose text-lg text-muted-foreground">
            Discover electronics, clothing, home goods, sports gear, books and beauty from brands we trust,
            all in one place.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/categories">Browse Categories</Link>
            </Button>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt="Illustration of everyday products: a laptop, a book, a potted plant and more on a shelf"
          width={1200}
          height={600}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl"
        />
      </div>
    </section>
  );
}
