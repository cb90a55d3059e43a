import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { featuredProducts } from '@/domain/product-query';
import { productSummary } from '@/domain/types';
import { lazy } from 'react';
import { HydratesLater } from '@/boot/hydrates-later';
import { hero } from 'virtual:lumina-look/hero';
import { heldWhileLeaving } from '@/lib/page-leaving';
import { HomeHero } from '@/features/catalogue/components/home-hero';
import type { Route } from './+types/home';
import { shop } from '@/config/shop';
import { staticMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/homeRoute';

// Prerendered in full; its JavaScript loads after the critical path (see home-below-fold.tsx).
const HomeBelowFold = lazy(() => heldWhileLeaving(import('../layout/home-below-fold')));

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
  path: '/',
  image: hero.image.src,
});

/**
 * Runs at build time only (the page is prerendered): the featured products and the categories
 * travel inside the page's HTML, so the catalogue stays out of the home page's JavaScript.
 */
export function loader() {
  return { categories: getAllCategories(), featured: featuredProducts(getAllProducts()).map(productSummary) };
}

export const clientLoader = prerenderedData<typeof loader>('routes/home');

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <HydratesLater fallback={<div className="min-h-[120rem]" />}>
        <HomeBelowFold categories={loaderData.categories} featured={loaderData.featured} />
      </HydratesLater>
    </>
  );
}
