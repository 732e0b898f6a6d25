/**
 * Optimised images: the screen widths images are made for, and the URLs of the optimisation
 * endpoint that turns a picture of the site into WebP at one of those widths.
 */

/** xs, sm, md, lg, xl and 2xl screens. */
const SCREEN_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const DENSITIES = [1, 2] as const;
export const DEFAULT_IMAGE_QUALITY = 100;
export const IMAGE_ENDPOINT = '/_image';

/** Every width the endpoint renders: each screen width at each density. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set(SCREEN_WIDTHS.flatMap((w) => DENSITIES.map((d) => w * d)))].sort((a, b) => a - b);

export function optimisedImageUrl(src: string, width: number, quality = DEFAULT_IMAGE_QUALITY): string {
  const query = new URLSearchParams({ url: src, w: String(width) });
  if (quality !== DEFAULT_IMAGE_QUALITY) query.set('q', String(quality));
  return `${IMAGE_ENDPOINT}?${query.toString()}`;
}

/** The smallest rendered width that covers `width` CSS pixels (the largest one if none does). */
export function coveringWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/**
 * A srcset for an image shown at a fixed CSS width: one candidate per density.
 */
export function fixedSrcSet(src: string, width: number, quality?: number): string {
  return DENSITIES.map((d) => `${optimisedImageUrl(src, coveringWidth(width * d), quality)} ${d}x`).join(', ');
}

/**
 * A srcset for an image whose width follows the layout (described by `sizes`): every screen
 * width at both densities, up to the image's own width so that nothing is enlarged.
 */
export function fluidSrcSet(src: string, intrinsicWidth: number, quality?: number): string {
  const widths = IMAGE_WIDTHS.filter((w) => w <= intrinsicWidth);
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  return widths.map((w) => `${optimisedImageUrl(src, w, quality)} ${w}w`).join(', ');
}
