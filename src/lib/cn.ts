import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx). Unlike shadcn's default, there is no tailwind-merge: it costs ~9 KiB
 * gzip on every page. Components therefore avoid conflicting utilities between their base classes
 * and a caller's `className` (see docs/decisions/0002-cn-without-tailwind-merge.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
