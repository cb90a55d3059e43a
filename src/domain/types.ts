/** Core shop entities (spec section 3). Money is always integer cents. */
import type { DeliveryMethod } from './delivery';

export type CategoryId = 'electronics' | 'clothing' | 'home' | 'sports' | 'books' | 'beauty';

export type CategoryIcon = 'Laptop' | 'Shirt' | 'Home' | 'Dumbbell' | 'BookOpen' | 'Sparkles';

export interface ImageAsset {
  /** Path under /public, e.g. "/images/products/1-a.svg". */
  src: string;
  alt: string;
  width: number;
  height: number;
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
  /** Price in integer cents. */
  price: number;
  /** Original price in integer cents, when the product is on sale or was reduced. */
  originalPrice?: number;
  /** 0..5, one decimal. */
  rating: number;
  reviewCount: number;
  description: string;
  images: ImageAsset[];
  specifications: Record<string, string>;
  inStock: boolean;
}

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

export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered';

/** A row of the order history (spec: id, date, status, total, items). */
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

export interface JobPosition {
  id: string;
  title: string;
  department: string;
  location: string;
  type: 'Full-time';
  remote: boolean;
  description: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  category: 'General' | 'Shopping' | 'Shipping' | 'Returns' | 'Account' | 'Security';
  items: FaqItem[];
}
