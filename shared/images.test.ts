import { describe, expect, it } from 'vitest';
import { coveringWidth, fixedSrcSet, fluidSrcSet, IMAGE_WIDTHS, optimisedImageUrl } from './images';

describe('optimised image URLs', () => {
  it('renders every screen width at densities 1 and 2', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('names the picture, the width and a quality other than the default', () => {
    expect(optimisedImageUrl('/images/a b.jpg', 640)).toBe('/_image?url=%2Fimages%2Fa+b.jpg&w=640');
    expect(optimisedImageUrl('/images/a.jpg', 640, 75)).toBe('/_image?url=%2Fimages%2Fa.jpg&w=640&q=75');
  });

  it('picks the smallest width that covers the shown size', () => {
    expect(coveringWidth(96)).toBe(320);
    expect(coveringWidth(700)).toBe(768);
    expect(coveringWidth(5000)).toBe(3072);
  });

  it('offers a fixed-size picture at 1x and 2x', () => {
    expect(fixedSrcSet('/a.png', 400)).toBe('/_image?url=%2Fa.png&w=640 1x, /_image?url=%2Fa.png&w=1024 2x');
  });

  it('offers a fluid picture at the widths it has, never enlarged', () => {
    expect(
      fluidSrcSet('/a.png', 1100)
        .split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w']);
    expect(fluidSrcSet('/a.png', 100)).toBe('/_image?url=%2Fa.png&w=320 320w');
  });
});
