import type { Category, CategoryId, ImageAsset } from '@/domain/types';

const categoryImage = (id: CategoryId, alt: string): ImageAsset => ({
  src: `/images/categories/${id}.svg`,
  alt,
  width: 600,
  height: 400,
});

/** The six shop categories, in display order. */
export const categories: readonly Category[] = Object.freeze<Category[]>([
  {
    id: 'electronics',
    name: 'Electronics',
    description: 'Laptops, audio and smart gadgets that make everyday tech feel effortless.',
    image: categoryImage('electronics', 'Illustration of a laptop and over-ear headphones'),
    icon: 'Laptop',
  },
  {
    id: 'clothing',
    name: 'Clothing',
    description: 'Wardrobe staples and outerwear in natural fabrics, cut to last for seasons.',
    image: categoryImage('clothing', 'Illustration of a denim jacket and a terracotta T-shirt'),
    icon: 'Shirt',
  },
  {
    id: 'home',
    name: 'Home & Garden',
    description: 'Cookware, bedding and lighting for a calmer, better-made home.',
    image: categoryImage('home', 'Illustration of a pour-over coffee set and an enamelled cast iron pot'),
    icon: 'Home',
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Training gear for runs, lifts and mat sessions, at home or outdoors.',
    image: categoryImage('sports', 'Illustration of a dumbbell and a running shoe'),
    icon: 'Dumbbell',
  },
  {
    id: 'books',
    name: 'Books',
    description: 'Fiction, cookbooks and photography collections worth keeping on the shelf.',
    image: categoryImage('books', 'Illustration of a hardcover novel and a photography book'),
    icon: 'BookOpen',
  },
  {
    id: 'beauty',
    name: 'Beauty',
    description: 'Clean skincare with plant-based ingredients and refillable packaging.',
    image: categoryImage('beauty', 'Illustration of a dropper serum bottle and a round face oil bottle'),
    icon: 'Sparkles',
  },
]);
