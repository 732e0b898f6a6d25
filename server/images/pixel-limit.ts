/**
 * The most pixels a picture may have before it is decoded. A PNG of one colour compresses
 * 16000×16000 pixels into under a megabyte, yet decoding it takes about a gigabyte of memory and
 * seconds of CPU: the file's size says nothing about its cost, its pixel count does.
 * 40 megapixels takes every real photo (phone and camera sensors stay under 50 MP and are
 * rarely asked for full size) while capping a decode at about 160 MB of RGBA; pictures are
 * shown at most 1600 pixels wide anyway. The refusal's messages (write.upload.pixels,
 * profile.picturePixels) name this number.
 */
import type { Metadata } from 'sharp';

export const MAX_INPUT_PIXELS = 40_000_000;

/** True when the header's dimensions exceed the limit; read before any pixel is decoded. */
export function tooManyPixels(metadata: Pick<Metadata, 'width' | 'height' | 'pages'>): boolean {
  const frames = metadata.pages ?? 1;
  return (metadata.width ?? 0) * (metadata.height ?? 0) * frames > MAX_INPUT_PIXELS;
}
