import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { featuredProducts } from '@/domain/product-query';
import { productSummary } from '@/domain/types';
import { lazy, Suspense } from 'react';
import { heldWhileLeaving } from '@/lib/page-leaving';
import { HomeHero } from '@/features/catalogue/components/home-hero';
import { pageMeta } from '../seo';
import { keptOrLoaded } from '../layout/kept-page-data';
import type { Route } from './+types/home';
import { shop } from '@/config/shop';

// Prerendered in full; its JavaScript loads after the critical path (see home-below-fold.tsx).
const HomeBelowFold = lazy(() => heldWhileLeaving(import('../layout/home-below-fold')));

export function meta() {
  return pageMeta({
    title: 'Home',
    description: `Shop everyday essentials at ${shop.brand}: electronics, clothing, home and garden, sports, books and beauty.`,
    path: '/',
    image: '/images/hero.svg',
  });
}

/**
 * Runs at build time only (the page is prerendered): the featured products and the categories
 * travel inside the page's HTML, so the catalogue stays out of the home page's JavaScript.
 */
export function loader() {
  return { categories: getAllCategories(), featured: featuredProducts(getAllProducts()).map(productSummary) };
}

/** In the browser: this page's data as fetched ahead or just shown, else its prerendered `.data`. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keptOrLoaded(args, 'routes/home');
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Suspense fallback={<div className="min-h-[120rem]" />}>
        <HomeBelowFold categories={loaderData.categories} featured={loaderData.featured} />
      </Suspense>
    </>
  );
}
