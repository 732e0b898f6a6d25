/**
 * Uploads of an article's pictures (POST /uploads/article-image?revision=…&purpose=cover|body)
 * against the Firebase Auth emulator with real session cookies, a real PostgreSQL and files on
 * disk.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { signedInMember as signedIn } from '../../tests/setup/members';
import { okOn, SAVE_DRAFT, startEvent, SUBMIT_ARTICLE, SUBMIT_PERSONAL_ENTRY } from '../../tests/setup/operations';
import type { PersonalEntryInput } from '../../tests/graphql/graphql';
import type { TestDatabase } from '../../tests/setup/test-database';
import { createSessionRoutes } from '../auth/session';
import type { Firebase } from '../auth/firebase';
import type { User } from '../generated/prisma/client';
import { IMAGE_MAX_BYTES } from '#shared/article-rules';
import { execute } from '../testing';
import { localFileStorage } from '../storage/file-storage';
import { STORED_IMAGES_PREFIX } from './sources';
import { ARTICLE_PICTURE_WIDTH, createUploadRoutes } from './upload-routes';
import { listening } from '../../tests/setup/listen';

let t: TestDatabase;
let firebase: Firebase;
let base = '';
let close: () => Promise<void>;
let testbed: AuthTestbed;
let imagesDir = '';

beforeAll(async () => {
  testbed = await startAuthTestbed('article-uploads');
  ({ t, firebase } = testbed);
  imagesDir = path.join(testbed.dataDir, 'images');
  const app = express();
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db: t.db, appName: 'Daypedia', secureCookies: false }));
  app.use('/uploads', createUploadRoutes({ auth: firebase.auth, db: t.db, storage: localFileStorage(imagesDir), uploadsPerHour: 1000 }));
  // The same routes with a small hourly allowance per member.
  app.use('/few-uploads', createUploadRoutes({ auth: firebase.auth, db: t.db, storage: localFileStorage(imagesDir), uploadsPerHour: 2 }));
  ({ base, close } = await listening(app));
}, 150_000);

afterAll(async () => {
  await close?.();
  await testbed?.stop();
});

interface Member {
  user: User;
  cookie: string;
}

/** A member with a Firebase e-mail account and a row, signed in with a real session cookie. */
const signedInMember = (name: string): Promise<Member> => signedIn(testbed, base, { email: `${name}@example.com`, displayName: name });

const ok = okOn(() => t.db);

let nextDay = 0;
/** A new event article of the member's, as a draft: its revision's id. */
async function draftOf(member: Member): Promise<string> {
  const day = (nextDay++ % 28) + 1;
  const draft = await startEvent(t.db, member.user, { year: 1990, month: 4, day });
  expect(draft.status).toBe('DRAFT');
  return draft.id;
}

const upload = (
  body: Buffer | Uint8Array,
  { revision, purpose = 'body', cookie, type = 'image/jpeg' }: { revision: string; purpose?: string; cookie?: string; type?: string },
) =>
  fetch(`${base}/uploads/article-image?revision=${revision}&purpose=${purpose}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(cookie ? { Cookie: cookie } : {}) },
    body: new Uint8Array(body),
  });

/** Every file stored under the images folder, as paths relative to it. */
function storedFiles(dir = imagesDir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? storedFiles(file) : [path.relative(imagesDir, file)];
  });
}

/** What the store holds: every Image row and every file. A refused upload changes neither. */
const stored = async () => ({ rows: await t.db.image.count(), files: storedFiles().sort() });

const fileOf = (url: string) => {
  expect(url.startsWith(STORED_IMAGES_PREFIX)).toBe(true);
  return path.join(imagesDir, url.slice(STORED_IMAGES_PREFIX.length));
};

/** A photo as a camera would send it, with metadata that must not survive. */
const photo = (width = 2400, height = 1600, background = '#3a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Somebody', Copyright: 'secret', ImageDescription: 'taken at home' } })
    .toBuffer();

async function refusedWith(response: Response, status: number, code: string) {
  expect([response.status, await response.json()]).toEqual([status, { code }]);
}

describe('uploading an article’s pictures', () => {
  let ada: Member;
  let bob: Member;
  let adasDraft: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    [ada, bob] = await Promise.all([signedInMember('ada'), signedInMember('bob')]);
    adasDraft = await draftOf(ada);
    jpeg = await photo();
  }, 60_000);

  it('refuses a visitor and stores nothing', async () => {
    const before = await stored();
    await refusedWith(await upload(jpeg, { revision: adasDraft }), 401, 'unauthenticated');
    await refusedWith(await upload(jpeg, { revision: adasDraft, purpose: 'cover', cookie: '__session=forged' }), 401, 'unauthenticated');
    expect(await stored()).toEqual(before);
  });

  it('answers another member’s draft exactly like a missing one, and stores nothing', async () => {
    const before = await stored();
    await refusedWith(await upload(jpeg, { revision: adasDraft, cookie: bob.cookie }), 404, 'draft-not-found');
    await refusedWith(await upload(jpeg, { revision: adasDraft, purpose: 'cover', cookie: bob.cookie }), 404, 'draft-not-found');
    await refusedWith(await upload(jpeg, { revision: '999999', cookie: bob.cookie }), 404, 'draft-not-found');
    await refusedWith(await upload(jpeg, { revision: 'nonsense', cookie: bob.cookie }), 404, 'draft-not-found');
    for (const revision of ['Infinity', '1e309', '-1', '9999999999999999999999'])
      await refusedWith(await upload(jpeg, { revision, cookie: bob.cookie }), 404, 'draft-not-found');
    expect(await stored()).toEqual(before);
    expect(await t.db.image.count({ where: { ownerId: bob.user.uid } })).toBe(0);
  });

  it('refuses pictures for a draft sent to review, and stores nothing', async () => {
    const draft = await draftOf(ada);
    const coverUpload = await upload(await photo(1200, 800, '#c33'), { revision: draft, purpose: 'cover', cookie: ada.cookie });
    expect(coverUpload.status).toBe(201);
    const cover = (await coverUpload.json()) as { id: string };
    const bodyHtml = `<p>${'The people of the city gathered in the square and remembered what had happened there. '.repeat(5)}</p>`;
    const sent = (
      await ok(SUBMIT_ARTICLE, { id: draft, input: { title: 'A day to remember in April', bodyHtml, coverImageId: cover.id }, rules: true }, ada.user)
    ).submitArticle;
    expect(sent.errors).toEqual([]);
    expect(sent.revision!.status).toBe('PENDING');

    const before = await stored();
    await refusedWith(await upload(jpeg, { revision: draft, cookie: ada.cookie }), 409, 'draft-not-editable');
    await refusedWith(await upload(jpeg, { revision: draft, purpose: 'cover', cookie: ada.cookie }), 409, 'draft-not-editable');
    expect(await stored()).toEqual(before);
  });

  it('recognises a picture by its content: a text file named .jpg is refused', async () => {
    const before = await stored();
    const text = Buffer.from('Just some text, saved as holiday.jpg.\n'.repeat(20));
    const response = await fetch(`${base}/uploads/article-image?revision=${adasDraft}&purpose=body`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="holiday.jpg"', Cookie: ada.cookie },
      body: new Uint8Array(text),
    });
    await refusedWith(response, 415, 'unsupported-format');
    // A file with a JPEG's first bytes and nothing after them is no picture either.
    await refusedWith(
      await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]), { revision: adasDraft, purpose: 'cover', cookie: ada.cookie }),
      415,
      'unsupported-format',
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty upload and stores nothing', async () => {
    const before = await stored();
    await refusedWith(await upload(Buffer.alloc(0), { revision: adasDraft, cookie: ada.cookie }), 415, 'unsupported-format');
    expect(await stored()).toEqual(before);
  });

  it('refuses a small file that would decode to 16000×16000 pixels, and stores nothing', async () => {
    const bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const before = await stored();
    await refusedWith(await upload(bomb, { revision: adasDraft, cookie: ada.cookie, type: 'image/png' }), 413, 'image-too-many-pixels');
    await refusedWith(await upload(bomb, { revision: adasDraft, purpose: 'cover', cookie: ada.cookie, type: 'image/png' }), 413, 'image-too-many-pixels');
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('refuses a photo cut off halfway as not a picture, and stores nothing', async () => {
    const before = await stored();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await refusedWith(await upload(cut, { revision: adasDraft, cookie: ada.cookie }), 415, 'unsupported-format');
    expect(await stored()).toEqual(before);
  });

  it('refuses a file of 6 MB and stores nothing', async () => {
    const before = await stored();
    const huge = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 1)]);
    await refusedWith(await upload(huge, { revision: adasDraft, cookie: ada.cookie }), 413, 'image-too-large');
    await refusedWith(await upload(huge, { revision: adasDraft, purpose: 'cover', cookie: ada.cookie }), 413, 'image-too-large');
    expect(await stored()).toEqual(before);
  });

  it('refuses a sixth picture for a text that already shows five, but still takes a cover', async () => {
    const draft = await draftOf(ada);
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await upload(await photo(800, 600, `#${i}${i}${i}`), { revision: draft, cookie: ada.cookie });
      expect(response.status).toBe(201);
      urls.push(((await response.json()) as { url: string }).url);
    }
    const bodyHtml = urls.map((url, i) => `<p>Picture ${i + 1}: <img src="${url}" alt="Picture ${i + 1}"></p>`).join('');
    const saved = (await ok(SAVE_DRAFT, { id: draft, input: { title: 'Five pictures of the day', bodyHtml } }, ada.user)).saveArticleDraft;
    expect(saved.errors).toEqual([]);
    expect(saved.revision!.imageCount).toBe(5);
    expect((await t.db.revision.findUniqueOrThrow({ where: { id: Number(draft) } })).imageIds).toHaveLength(5);

    const before = await stored();
    await refusedWith(await upload(jpeg, { revision: draft, cookie: ada.cookie }), 400, 'too-many-images');
    // Without a purpose an upload counts as a picture for the text.
    const unnamed = await fetch(`${base}/uploads/article-image?revision=${draft}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Cookie: ada.cookie },
      body: new Uint8Array(jpeg),
    });
    await refusedWith(unnamed, 400, 'too-many-images');
    expect(await stored()).toEqual(before);

    const cover = await upload(jpeg, { revision: draft, purpose: 'cover', cookie: ada.cookie });
    expect(cover.status).toBe(201);
    const { id, url } = (await cover.json()) as { id: string; url: string };
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files).toEqual([...before.files, path.relative(imagesDir, fileOf(url))].sort());
    expect(await t.db.image.findUniqueOrThrow({ where: { id } })).toMatchObject({ ownerId: ada.user.uid });
  });

  it('stores a photo as WebP of at most 1600 pixels wide, without its metadata, as the member’s image', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await sharp(jpeg).metadata()).exif!.toString('latin1')).toContain('secret');
    const before = await stored();

    const response = await upload(jpeg, { revision: adasDraft, cookie: ada.cookie });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; url: string };
    expect(body).toEqual({ id: expect.any(String), url: expect.stringMatching(/^\/images\/articles\/[0-9a-f-]+\.webp$/) });

    const file = fileOf(body.url);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: [...before.files, path.relative(imagesDir, file)].sort() });
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: ARTICLE_PICTURE_WIDTH, height: 1067 });
    expect(metadata.width).toBeLessThanOrEqual(1600);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();

    const image = await t.db.image.findUniqueOrThrow({ where: { id: body.id } });
    expect(image).toMatchObject({
      ownerId: ada.user.uid,
      storageKey: body.url.slice(STORED_IMAGES_PREFIX.length),
      mimeType: 'image/webp',
      width: 1600,
      height: 1067,
      bytes: statSync(file).size,
    });

    // A smaller picture keeps its size: it is never enlarged.
    const small = await upload(await photo(640, 480), { revision: adasDraft, purpose: 'cover', cookie: ada.cookie });
    expect(small.status).toBe(201);
    expect(await sharp(fileOf(((await small.json()) as { url: string }).url)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });
});

describe('a personal entry’s picture', () => {
  const entry = (pictureId: string): PersonalEntryInput => ({
    personalKind: 'BIRTHDAY',
    title: 'Grandma Ada',
    date: { year: 1936, month: 6, day: 3 },
    text: 'Happy birthday from all of us!',
    pictureId,
  });
  const uploadPersonal = (body: Buffer, cookie?: string) =>
    fetch(`${base}/uploads/personal-picture`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', ...(cookie ? { Cookie: cookie } : {}) },
      body: new Uint8Array(body),
    });

  it('is uploaded by members only, stored small without metadata, and used only by its owner', async () => {
    const [carla, dave] = await Promise.all([signedInMember('carla'), signedInMember('dave')]);
    const jpeg = await photo();
    const before = await stored();
    await refusedWith(await uploadPersonal(jpeg), 401, 'unauthenticated');
    expect(await stored()).toEqual(before);

    const response = await uploadPersonal(jpeg, carla.cookie);
    expect(response.status).toBe(201);
    const { id, url } = (await response.json()) as { id: string; url: string };
    const meta = await sharp(fileOf(url)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 800, undefined]);

    const refused = await execute(t.db, SUBMIT_PERSONAL_ENTRY, { locale: 'en', input: entry(id) }, { user: dave.user });
    expect(refused.data!.submitPersonalEntry).toEqual({ revision: null, paid: false, errors: [{ field: 'pictureId', code: 'IMAGE_NOT_FOUND' }] });
    const submitted = (await ok(SUBMIT_PERSONAL_ENTRY, { locale: 'en', input: entry(id) }, carla.user)).submitPersonalEntry;
    expect(submitted.errors).toEqual([]);
    expect(submitted.revision!.coverImage).toEqual({ id, url, width: 800 });
  });
});

describe('uploads per member and hour', () => {
  it('past the allowance are refused with 429 and Retry-After before the picture is read, for that member only', async () => {
    const [cara, dan] = await Promise.all([signedInMember('cara-uploads'), signedInMember('dan-uploads')]);
    const send = (member: Member, body: Buffer | Uint8Array) =>
      fetch(`${base}/few-uploads/profile-picture`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', Cookie: member.cookie },
        body: new Uint8Array(body),
      });
    const picture = await photo(600, 600);
    expect((await send(cara, picture)).status).toBe(201);
    // A refused picture counts as well: every attempt costs the server work.
    await refusedWith(await send(cara, Buffer.from('not a picture')), 415, 'unsupported-format');
    const before = await stored();
    const refused = await send(cara, picture);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    await refusedWith(refused, 429, 'too-many-uploads');
    // Counted before reading: a body that would be refused otherwise gets the same answer.
    await refusedWith(await send(cara, Buffer.alloc(IMAGE_MAX_BYTES + 10)), 429, 'too-many-uploads');
    expect(await stored()).toEqual(before);
    expect((await send(dan, picture)).status).toBe(201);
  });
});
