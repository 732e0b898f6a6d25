/**
 * Upload of a member's profile picture (the raw file as the request body, so the browser can show
 * the upload's progress). The picture becomes the member's once they save their profile.
 */
import express, { type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { PICTURE_MAX_BYTES } from '../../client/app/lib/account-rules';
import type { Database } from '../db/prisma';
import type { ImageStorage } from '../images/storage';
import { RefusedUpload, storeUploadedPicture } from '../images/uploads';
import { STORED_IMAGES_PREFIX } from '../images/sources';
import { viewerOf } from './session';

export const PROFILE_PICTURE_SIZE = 512;

export function createProfilePictureRoutes(deps: { auth: Auth; db: Database; storage: ImageStorage }): Router {
  const router = express.Router();
  router.post('/profile-picture', async (req, res) => {
    const { user } = await viewerOf(req, deps);
    if (!user) {
      res.status(401).json({ code: 'unauthenticated' });
      return;
    }
    // One byte more than allowed is enough to know the file is too large.
    const body = express.raw({ type: () => true, limit: PICTURE_MAX_BYTES + 1 });
    body(req, res, async (error?: unknown) => {
      if (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        res.status(tooLarge ? 413 : 400).json({ code: tooLarge ? 'image-too-large' : 'invalid-request' });
        return;
      }
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const image = await storeUploadedPicture(deps, { ownerId: user.uid, bytes, folder: 'members', shape: { size: PROFILE_PICTURE_SIZE, square: true } });
        res.status(201).json({ id: image.id, url: `${STORED_IMAGES_PREFIX}${image.storageKey}` });
      } catch (refused) {
        if (refused instanceof RefusedUpload) {
          res.status(refused.status).json({ code: refused.code });
          return;
        }
        console.error('A profile picture could not be stored:', refused);
        res.status(500).json({ code: 'server-error' });
      }
    });
  });
  return router;
}
