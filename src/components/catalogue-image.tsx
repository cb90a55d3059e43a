import type { ImageAsset } from '@/domain/types';
import { imageSources, isRemoteImage } from '@/domain/image-variants';

interface CatalogueImageProps {
  image: ImageAsset;
  /** How wide it is drawn at each viewport width (components/image-sizes.ts). */
  sizes: string;
  /** The page's largest image (a product's main image, the first row of a grid): fetched first, never lazy. */
  priority?: boolean;
  /** Text for the image; '' when it is decorative (the default is the image's own alt). */
  alt?: string;
  className?: string;
}

/**
 * A catalogue image, the one way every page shows one: a raster image as a <picture> with AVIF and
 * WebP versions at several widths (the browser picks by `sizes`) and its own format as the
 * fallback, drawn over its blurred placeholder until it paints; SVG art and an image shown from its
 * own server (a catalogue URL, sent no referrer) as a plain <img>. Width and height always set, so
 * nothing moves when it loads; lazy unless it is a priority image.
 */
export function CatalogueImage({
  image,
  sizes,
  priority = false,
  alt = image.alt,
  className,
}: CatalogueImageProps) {
  const sources = imageSources(image);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy={isRemoteImage(image.src) ? 'no-referrer' : undefined}
      style={
        image.placeholder
          ? {
              backgroundImage: `url(${image.placeholder})`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : undefined
      }
      className={className}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
