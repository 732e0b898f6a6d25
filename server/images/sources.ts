/**
 * Where the optimiser may take pictures from: the site's stored images and the files it serves
 * itself. Anything else (other hosts, paths outside those folders) is refused.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

export const STORED_IMAGES_PREFIX = '/images/';
const PICTURE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

export interface ImageSourceFolders {
  /** Stored images (uploads), served under /images/. */
  storeDir: string;
  /** The site's own public files. */
  staticDir: string;
  /** The site's public origin; absolute URLs must start with it. */
  publicUrl: string;
}

export interface ImageSource {
  file: string;
  /** Changes when the file does, so caches never serve an old picture. */
  version: string;
  /** Stored images never change under the same name. */
  immutable: boolean;
}

export class RefusedSource extends Error {}

/** The site path an image URL names, or a RefusedSource error. */
function sitePathOf(url: string, publicUrl: string): string {
  let pathname: string;
  if (url.startsWith('/') && !url.startsWith('//')) pathname = new URL(url, 'http://site.invalid').pathname;
  else if (URL.canParse(url) && new URL(url).origin === new URL(publicUrl).origin) pathname = new URL(url).pathname;
  else throw new RefusedSource('Only images of this site are optimised.');
  return decodeURIComponent(pathname);
}

function inside(root: string, relative: string): string {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new RefusedSource('The image path leaves the image folders.');
  return file;
}

/** Finds the file behind an image URL; null when there is none. */
export async function findImageSource(url: string, folders: ImageSourceFolders): Promise<ImageSource | null> {
  const sitePath = sitePathOf(url, folders.publicUrl);
  if (!PICTURE_FILE.test(sitePath)) throw new RefusedSource('Only pictures (AVIF, GIF, JPEG, PNG, SVG, WebP) are optimised.');
  const stored = sitePath.startsWith(STORED_IMAGES_PREFIX);
  const file = stored ? inside(folders.storeDir, sitePath.slice(STORED_IMAGES_PREFIX.length)) : inside(folders.staticDir, sitePath);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { file, version: `${info.size}-${info.mtimeMs}`, immutable: stored };
}
