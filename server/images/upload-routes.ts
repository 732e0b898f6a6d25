/**
 * Uploads of members' pictures: a profile picture, the cover and images of an article being
 * written, and the picture of a personal entry. The raw file is the request body, so the browser
 * can show the upload's progress. Nothing is read before the member (and, for articles, their
 * right to the draft) is known.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { IMAGE_MAX_BYTES, MAX_IMAGES } from '#shared/article-rules';
import { hourlyLimit } from '../abuse/rate-limits';
import { viewerOf } from '../auth/session';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';
import { rowIdSchema } from '../graphql/row-id';
import type { FileStorage } from '../storage/file-storage';
import { RefusedUpload, storeUploadedPicture, type PictureShape } from './uploads';
import { REQUEST_ID_HEADER } from '../graphql/errors';
import { logger } from '../observability/logger';

const PROFILE_PICTURE_SIZE = 512;
/** Wide enough for the article column on a 2x screen. */
export const ARTICLE_PICTURE_WIDTH = 1600;
/** A personal entry's picture is shown small, beside its text. */
const PERSONAL_PICTURE_WIDTH = 800;

interface Deps {
  auth: Auth;
  db: Database;
  storage: FileStorage;
  /** Pictures one member may send per hour, whatever becomes of them. */
  uploadsPerHour: number;
}

export function createUploadRoutes(deps: Deps): Router {
  const router = express.Router();
  // One byte more than allowed is enough to know the file is too large.
  const readBody = express.raw({ type: () => true, limit: IMAGE_MAX_BYTES + 1 });

  const memberOnly: RequestHandler = async (req, res, next) => {
    const { user } = await viewerOf(req, deps);
    if (!user) res.status(401).json({ code: 'unauthenticated' });
    else {
      res.locals.member = user;
      next();
    }
  };

  // Counted before the body is read or decoded: a refused upload costs the server nothing.
  const withinAllowance = hourlyLimit(deps.db, {
    name: 'upload',
    perHour: deps.uploadsPerHour,
    code: 'too-many-uploads',
    keyOf: (_req, res) => (res.locals.member as User).uid,
  });

  const store =
    (folder: string, shape: PictureShape): RequestHandler =>
    async (req, res) => {
      const member = res.locals.member as User;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const image = await storeUploadedPicture(deps, { ownerId: member.uid, bytes, folder, shape });
        res.status(201).json({ id: image.id, url: deps.storage.url(image.storageKey) });
      } catch (refused) {
        if (!(refused instanceof RefusedUpload)) throw refused;
        res.status(refused.status).json({ code: refused.code });
      }
    };

  /** Article pictures go only to the member's own draft, and the text takes at most five. */
  const draftOnly: RequestHandler = async (req, res, next) => {
    const member = res.locals.member as User;
    const id = rowIdSchema.safeParse(req.query.revision);
    const revision = id.success
      ? await deps.db.revision.findUnique({ where: { id: Number(id.data) }, select: { authorId: true, status: true, imageIds: true } })
      : null;
    if (!revision || revision.authorId !== member.uid) res.status(404).json({ code: 'draft-not-found' });
    else if (revision.status !== 'DRAFT' && revision.status !== 'REJECTED') res.status(409).json({ code: 'draft-not-editable' });
    else if (req.query.purpose !== 'cover' && revision.imageIds.length >= MAX_IMAGES) res.status(400).json({ code: 'too-many-images' });
    else next();
  };

  router.post('/profile-picture', memberOnly, withinAllowance, readBody, store('members', { size: PROFILE_PICTURE_SIZE, square: true }));
  router.post('/personal-picture', memberOnly, withinAllowance, readBody, store('personal', { size: PERSONAL_PICTURE_WIDTH, square: false }));
  router.post('/article-image', memberOnly, draftOnly, withinAllowance, readBody, store('articles', { size: ARTICLE_PICTURE_WIDTH, square: false }));

  const bodyRefused: ErrorRequestHandler = (error: { type?: string }, req, res, _next) => {
    const tooLarge = error.type === 'entity.too.large';
    if (!tooLarge && !error.type) logger.error({ reqId: req.headers[REQUEST_ID_HEADER], err: error }, 'An uploaded picture could not be stored');
    res.status(tooLarge ? 413 : error.type ? 400 : 500).json({ code: tooLarge ? 'image-too-large' : error.type ? 'invalid-request' : 'server-error' });
  };
  router.use(bodyRefused);
  return router;
}
