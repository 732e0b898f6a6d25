/**
 * Upload of a member's profile picture (the raw file as the request body, so the browser can show
 * the upload's progress). The picture becomes the member's once they save their profile.
 */
import express, { type ErrorRequestHandler, type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { PICTURE_MAX_BYTES } from '../../client/app/lib/account-rules';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';
import { STORED_IMAGES_PREFIX } from '../images/sources';
import type { ImageStorage } from '../images/storage';
import { RefusedUpload, storeUploadedPicture } from '../images/uploads';
import { viewerOf } from './session';

export const PROFILE_PICTURE_SIZE = 512;

export function createProfilePictureRoutes(deps: { auth: Auth; db: Database; storage: ImageStorage }): Router {
  const router = express.Router();
  // One byte more than allowed is enough to know the file is too large.
  const readBody = express.raw({ type: () => true, limit: PICTURE_MAX_BYTES + 1 });

  router.post(
    '/profile-picture',
    // Only members' bodies are read at all.
    async (req, res, next) => {
      const { user } = await viewerOf(req, deps);
      if (!user) res.status(401).json({ code: 'unauthenticated' });
      else {
        res.locals.member = user;
        next();
      }
    },
    readBody,
    async (req, res) => {
      const member = res.locals.member as User;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const image = await storeUploadedPicture(deps, { ownerId: member.uid, bytes, folder: 'members', shape: { size: PROFILE_PICTURE_SIZE, square: true } });
        res.status(201).json({ id: image.id, url: `${STORED_IMAGES_PREFIX}${image.storageKey}` });
      } catch (refused) {
        if (!(refused instanceof RefusedUpload)) throw refused;
        res.status(refused.status).json({ code: refused.code });
      }
    },
  );

  const bodyRefused: ErrorRequestHandler = (error: { type?: string }, _req, res, _next) => {
    const tooLarge = error.type === 'entity.too.large';
    if (!tooLarge && !error.type) console.error('A profile picture could not be stored:', error);
    res.status(tooLarge ? 413 : error.type ? 400 : 500).json({ code: tooLarge ? 'image-too-large' : error.type ? 'invalid-request' : 'server-error' });
  };
  router.use(bodyRefused);
  return router;
}
