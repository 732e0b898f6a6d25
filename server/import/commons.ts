/**
 * Pictures from Wikimedia Commons (the P18 of an item): the file's credit and a thumbnail from
 * `action=query&prop=imageinfo` (iiprop url|extmetadata|mime|size, iiurlwidth), described in
 * MediaWiki's API documentation (API:Imageinfo; extmetadata is the CommonsMetadata extension's:
 * Artist, LicenseShortName, LicenseUrl as {value, source}). The thumbnail is re-encoded as an
 * upload is (server/images/uploads.ts) before it is stored. A file without a licence is not used.
 */
import { PICTURE_MAX_BYTES } from '#shared/account-rules';
import { encodePicture, RefusedUpload } from '../images/uploads';
import type { FileStorage } from '../storage/file-storage';
import { BadAnswer, type SourceClient } from './requests';
import type { Tally } from './tally';
import { plainText } from './text';

/** The width asked of Commons and kept: an entry's picture is shown at most this wide. */
const ENTRY_PICTURE_WIDTH = 1200;
const TITLES_A_REQUEST = 50;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/svg+xml']);

interface PictureCredit {
  author: string | null;
  license: string;
  licenseUrl: string | null;
  /** The file's page on Commons. */
  sourceUrl: string;
}

export interface CommonsFile extends PictureCredit {
  thumbUrl: string;
}

/** A picture ready to be recorded: stored (or, in a dry run, only pretended to be), with its credit. */
export interface PreparedPicture extends PictureCredit {
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
}

const fileTitle = (name: string) => `File:${name.replace(/_/g, ' ')}`;

interface ImageInfoAnswer {
  query?: {
    normalized?: { from: string; to: string }[];
    pages?: {
      title?: string;
      missing?: boolean;
      invalid?: boolean;
      imageinfo?: {
        thumburl?: string;
        descriptionurl?: string;
        mime?: string;
        extmetadata?: Record<string, { value?: unknown } | undefined>;
      }[];
    }[];
  };
}

/** Each file's credit and thumbnail, by the file name Wikidata gave; files that cannot be used are counted and left out. */
export async function readCommonsFiles(client: SourceClient, apiUrl: string, names: string[], tally: Tally): Promise<Map<string, CommonsFile>> {
  const files = new Map<string, CommonsFile>();
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += TITLES_A_REQUEST) {
    const batch = unique.slice(i, i + TITLES_A_REQUEST);
    const params = new URLSearchParams({
      action: 'query',
      format: 'json',
      formatversion: '2',
      prop: 'imageinfo',
      iiprop: 'url|extmetadata|mime|size',
      iiurlwidth: String(ENTRY_PICTURE_WIDTH),
      iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl',
      titles: batch.map(fileTitle).join('|'),
    });
    const answer = await client.json<ImageInfoAnswer>(`${apiUrl}?${params}`, { mediawiki: true });
    if (!Array.isArray(answer?.query?.pages)) throw new BadAnswer('malformed-answer', 'Commons answered imageinfo without pages.');
    const normalized = new Map((answer.query.normalized ?? []).map((n) => [n.from, n.to]));
    const pages = new Map(answer.query.pages.map((page) => [page.title, page]));
    for (const name of batch) {
      const page = pages.get(normalized.get(fileTitle(name)) ?? fileTitle(name));
      const info = page?.imageinfo?.[0];
      if (!page || page.missing || page.invalid || !info) {
        tally.pictures.refused++;
        tally.skipText('picture-missing');
        continue;
      }
      const meta = (key: string) => {
        const value = info.extmetadata?.[key]?.value;
        return typeof value === 'string' ? plainText(value).text : '';
      };
      const license = meta('LicenseShortName');
      if (!license) {
        tally.pictures.refused++;
        tally.skipText('picture-without-licence');
        continue;
      }
      if (!info.mime || !PICTURE_TYPES.has(info.mime) || !info.thumburl || !info.descriptionurl) {
        tally.pictures.refused++;
        tally.skipText('picture-not-an-image');
        continue;
      }
      const licenseUrl = meta('LicenseUrl');
      files.set(name, {
        thumbUrl: info.thumburl,
        sourceUrl: info.descriptionurl,
        author: meta('Artist').slice(0, 500) || null,
        license: license.slice(0, 200),
        licenseUrl: /^https?:\/\//.test(licenseUrl) ? licenseUrl : null,
      });
    }
  }
  return files;
}

/** Downloads a file's thumbnail, re-encodes it like an upload and stores it; null (counted) when it is not a picture. */
export async function preparePicture(client: SourceClient, storage: FileStorage | null, file: CommonsFile, tally: Tally): Promise<PreparedPicture | null> {
  const credit = { author: file.author, license: file.license, licenseUrl: file.licenseUrl, sourceUrl: file.sourceUrl };
  let bytes: Buffer;
  try {
    bytes = await client.bytes(file.thumbUrl, PICTURE_MAX_BYTES);
  } catch (error) {
    if (error instanceof BadAnswer) {
      tally.pictures.refused++;
      tally.skipText(`picture-${error.reason}`);
      return null;
    }
    throw error;
  }
  try {
    const { data, info } = await encodePicture(bytes, { size: ENTRY_PICTURE_WIDTH, square: false });
    // A dry run reads and checks the picture but stores nothing.
    const storageKey = storage ? await storage.put('entries', data, 'webp') : `dry-run/${file.sourceUrl}`;
    return { ...credit, storageKey, width: info.width, height: info.height, bytes: data.length };
  } catch (error) {
    if (!(error instanceof RefusedUpload)) throw error;
    tally.pictures.refused++;
    tally.skipText(`picture-${error.code}`);
    return null;
  }
}
