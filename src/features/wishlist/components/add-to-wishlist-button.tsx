import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useWishlist } from '../use-wishlist';
import * as words from 'virtual:lumina-messages/wishlistButton';

interface AddToWishlistButtonProps {
  product: ProductSummary;
  className?: string;
}

/**
 * 'Add to Wishlist' (adds only, never removes, unlike the heart toggle): a product already there
 * gets the 'Already in wishlist' toast and no change. The filled heart shows it is in the wishlist.
 */
export function AddToWishlistButton({ product, className }: AddToWishlistButtonProps) {
  const { has, add } = useWishlist();
  const inWishlist = has(product.id);
  return (
    <Button variant="ghost" size="sm" className={className} onClick={() => add(product)}>
      <Heart aria-hidden="true" className={cn(inWishlist && 'fill-sale text-sale')} />
      {words.addToWishlist}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
