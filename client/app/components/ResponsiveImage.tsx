import { fixedSrcSet, fluidSrcSet, optimisedImageUrl, coveringWidth } from '#shared/images';

interface Props {
  /** A picture of the site: a stored image (/images/…) or a file the site serves. */
  src: string;
  alt: string;
  /** The picture's own size, which also reserves its space before it loads. */
  width: number;
  height: number;
  /** How wide it is shown: a fixed CSS width in pixels, or a sizes attribute for fluid layouts. */
  display: { width: number } | { sizes: string };
  quality?: number;
  /** Above the fold: load at once and with priority. */
  priority?: boolean;
  className?: string;
}

/** An image served as WebP at the screen width and density that fit the reader's device. */
export function ResponsiveImage({ src, alt, width, height, display, quality, priority = false, className }: Props) {
  const fixed = 'width' in display;
  // For browsers without srcset: the fixed width, or a width that suits most screens.
  const fallbackWidth = coveringWidth(fixed ? display.width : Math.min(width, 1024));
  return (
    <img
      className={className}
      src={optimisedImageUrl(src, fallbackWidth, quality)}
      srcSet={fixed ? fixedSrcSet(src, display.width, quality) : fluidSrcSet(src, width, quality)}
      sizes={fixed ? undefined : display.sizes}
      alt={alt}
      width={fixed ? display.width : width}
      height={fixed ? Math.round((display.width * height) / width) : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
