import { BookOpen, Dumbbell, House, Laptop, Shirt, Sparkles, type LucideIcon } from 'lucide-react';
import type { CategoryIcon as CategoryIconName } from '@/domain/types';

/** The one map from a category's icon name (catalogue data) to its lucide icon. */
const icons: Readonly<Record<CategoryIconName, LucideIcon>> = {
  Laptop,
  Shirt,
  Home: House,
  Dumbbell,
  BookOpen,
  Sparkles,
};

interface CategoryIconProps {
  name: CategoryIconName;
  className?: string;
}

/** A category's icon; decorative (the category name is always shown next to it). */
export function CategoryIcon({ name, className }: CategoryIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
