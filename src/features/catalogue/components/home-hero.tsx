import { Link } from 'react-router';
import { hero } from 'virtual:lumina-look/hero';
import { Button } from '@/components/ui/button';

/**
 * The home page's opening, from the look's hero: the page's h1, the ways in, and the hero art (the
 * LCP image).
 */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-secondary to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-5">
          {hero.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p>
          ) : null}
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {hero.heading}
          </h1>
          <p className="max-w-prose text-lg text-muted-foreground">{hero.text}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={hero.action.to}>{hero.action.label}</Link>
            </Button>
            {hero.secondaryAction ? (
              <Button asChild size="lg" variant="outline">
                <Link to={hero.secondaryAction.to}>{hero.secondaryAction.label}</Link>
              </Button>
            ) : null}
          </div>
        </div>
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl"
        />
      </div>
    </section>
  );
}
