import { useState } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import type { ImageAsset } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useSwipe } from '@/lib/use-swipe';
import * as words from 'virtual:lumina-messages/productPage';

/**
 * The product's main image and, when it has more than one, a row of thumbnails. Each thumbnail is
 * a button (Tab, Enter, Space) that shows its image; the selected one is marked (aria-pressed).
 * On phones the main image is 3:2 (16:9 when `short`) and the thumbnails one small row, so the buy box stays on the
 * first screen (tests/e2e/mobile-first-screen.spec.ts); a sideways swipe on it shows the next or
 * the previous image.
 */
export function ProductGallery({
  images,
  short = false,
  className,
}: {
  images: readonly ImageAsset[];
  /** 16:9 instead of 3:2 on phones (a product with options, whose pickers need the room). */
  short?: boolean;
  className?: string | undefined;
}) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  const swipe = useSwipe((step) =>
    setSelected((index) => Math.min(images.length - 1, Math.max(0, index + step))),
  );
  return (
    <div className={cn('flex flex-col gap-2 md:gap-4', className)}>
      <div
        {...(images.length > 1 ? swipe : {})}
        className={cn('overflow-hidden rounded-lg border bg-muted', images.length > 1 && 'touch-pan-y')}
      >
        {main ? (
          <CatalogueImage
            image={main}
            sizes={imageSizes.gallery}
            priority
            className={cn(
              'h-auto w-full object-contain md:aspect-square md:object-cover',
              short ? 'aspect-video' : 'aspect-[3/2]',
            )}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label={words.productImages} className="grid grid-cols-6 gap-2 md:grid-cols-5 md:gap-3">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 bg-muted transition-colors',
                  index === selected ? 'border-primary' : 'border-transparent hover:border-input',
                )}
              >
                <CatalogueImage
                  image={image}
                  sizes={imageSizes.thumbnail}
                  className="aspect-square h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
