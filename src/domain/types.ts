/** Core shop entities (docs/shop-rules.md, Catalogue and listing). Money is always integer cents. */
import type { DeliveryMethod } from './delivery';

import type { ProductOption, ProductVariant, VariantFacts } from './variant-types';

/** A category's id, from the catalogue's data (the demo's are electronics, clothing, home...). */
export type CategoryId = string;

/** The icons a category may name (the catalogue's data picks one per category). */
export const categoryIcons = ['Laptop', 'Shirt', 'Home', 'Dumbbell', 'BookOpen', 'Sparkles'] as const;
export type CategoryIcon = (typeof categoryIcons)[number];

export interface ImageAsset {
  /**
   * URL path, e.g. "/images/products/1-1.svg" (catalogue images come from the catalogue's folder).
   * A raster image's is its fallback in its own format, content-hashed under /assets/ (cached for a
   * year): "/assets/images/products/1-1.3f9a2c4b7e01.jpg".
   */
  src: string;
  alt: string;
  /** Intrinsic size (a raster image's as the build read it), for the aspect ratio before it loads. */
  width: number;
  height: number;
  /** Raster images: the widths of its AVIF and WebP versions (domain/image-variants.ts names them). */
  widths?: readonly number[];
  /** Raster images: a tiny blurred version as a data: URI, shown until the image paints. */
  placeholder?: string;
}

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  image: ImageAsset;
  icon: CategoryIcon;
}

export interface Product {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
  /**
   * Price in integer cents. With variants, the build sets it (and originalPrice) to the pair of
   * the cheapest variant in stock, or of the cheapest variant when none is: what listings show.
   */
  price: number;
  /** Original price in integer cents, when the product is on sale or was reduced. */
  originalPrice?: number;
  /** 0..5, one decimal. */
  rating: number;
  reviewCount: number;
  /**
   * All `reviewCount` ratings by star, the written reviews included (their average is `rating`).
   * The build derives it from the catalogue; absent, the written reviews stand for all of them.
   */
  ratingCounts?: RatingCounts;
  description: string;
  images: ImageAsset[];
  specifications: Record<string, string>;
  /** With variants, set by the build: in stock while any variant is. */
  inStock: boolean;
  /** The choices of a product sold in several sizes or colours; absent for a plain product. */
  options?: readonly ProductOption[];
  /** Present exactly when `options` is: every combination on sale, in catalogue order. */
  variants?: readonly ProductVariant[];
}

/**
 * What a card, a cart line or a wishlist entry shows of a product: pages that list products carry
 * only this (a product's description and specifications stay on its own page).
 */
export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'name'
  | 'brand'
  | 'category'
  | 'price'
  | 'originalPrice'
  | 'rating'
  | 'reviewCount'
  | 'images'
  | 'inStock'
>;

/**
 * What the browser's catalogue index holds of each product (decision 0010): the summary plus the
 * description, which search reads, and its variants' values and stock, which facets read.
 * Listing, sale and search rules take any product of this shape.
 */
export type IndexedProduct = ProductSummary &
  Pick<Product, 'description'> & {
    /** What facets read of the variants (domain/facets.ts): their values and stock. */
    variants?: readonly VariantFacts[];
  };

/** A category as search reads it (its id and name). */
export type CategoryName = Pick<Category, 'id' | 'name'>;

/** A product as a card shows it: its summary with only the first image (without its placeholder). */
export function productSummary(product: ProductSummary): ProductSummary {
  const { id, name, brand, category, price, originalPrice, rating, reviewCount, images, inStock } = product;
  return {
    id,
    name,
    brand,
    category,
    price,
    ...(originalPrice === undefined ? {} : { originalPrice }),
    rating,
    reviewCount,
    // A card shows the grid's muted background until its image paints, not the blurred placeholder:
    // 24 placeholders cost ~5 KiB gzip of a listing's HTML (in its markup and again in its data).
    images: images.slice(0, 1).map(({ placeholder: _placeholder, ...image }) => image),
    inStock,
  };
}

/** How many ratings of 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
export type RatingCounts = readonly [number, number, number, number, number];

export interface Review {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  userAvatar: string;
  /** 1..5 */
  rating: number;
  title: string;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  verified: boolean;
  helpful: number;
}

export interface NewReview {
  rating: number;
  title: string;
  comment: string;
}

export interface User {
  id: string;
  email: string;
  name: string;
  avatar: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

/** The details a signed-in shopper edits on their profile. */
export type ProfileChange = Partial<
  Pick<User, 'name' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>
>;

export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/** A row of the order history: id, date, status, total, items (docs/shop-rules.md, Orders). */
export interface OrderSummary {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  status: OrderStatus;
  /** Total in integer cents. */
  total: number;
  /** Number of items (sum of quantities). */
  items: number;
  /** How it was delivered, and what that cost in cents. */
  delivery: DeliveryMethod;
  shipping: number;
}

export interface FaqItem {
  id: string;
  question: string;
  /** The answer as plain text (what the FAQ's search reads). */
  answer: string;
  /** The answer as the page shows it (sanitised HTML from content/faq.md). */
  answerHtml: string;
}

export interface FaqGroup {
  category: string;
  questions: FaqItem[];
}
