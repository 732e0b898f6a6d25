/**
 * Registration with e-mail and password. It runs on the server so that it can demand a solved
 * proof-of-work challenge and keep a per-address limit; the Firebase account and the member's row
 * are made together, and a failure removes both, so no half-made member remains. The browser then
 * signs in with the firebase SDK as usual.
 */
import express, { type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, NAME_CONTROL_CHARACTERS, PASSWORD_MIN_LENGTH } from '#shared/account-rules';
import type { ProofOfWork } from '../abuse/proof-of-work';
import { hourlyLimit } from '../abuse/rate-limits';
import type { Database } from '../db/prisma';
import { logger } from '../observability/logger';

export interface RegistrationDeps {
  auth: Auth;
  db: Database;
  appName: string;
  proofOfWork: ProofOfWork;
  registrationsPerHour: number;
}

const registration = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'name-required')
    .max(FULL_NAME_MAX_LENGTH, 'name-too-long')
    .refine((name) => !NAME_CONTROL_CHARACTERS.test(name), 'name-invalid-characters'),
  email: z.email('invalid-email').max(254, 'invalid-email'),
  password: z.string().min(PASSWORD_MIN_LENGTH, 'weak-password').max(4096, 'weak-password'),
  proof: z.string().min(1, 'proof-of-work-failed'),
});

/** Firebase's admin error codes, in the words the browser's messages use. */
const FIREBASE_CODES: Record<string, { status: number; code: string }> = {
  'auth/email-already-exists': { status: 409, code: 'email-already-in-use' },
  'auth/invalid-password': { status: 400, code: 'weak-password' },
  'auth/invalid-email': { status: 400, code: 'invalid-email' },
};

export function createRegistrationRoutes({ auth, db, appName, proofOfWork, registrationsPerHour }: RegistrationDeps): Router {
  const router = express.Router();
  router.get('/challenge', proofOfWork.challenge);
  router.post('/register', hourlyLimit(db, { name: 'registration', perHour: registrationsPerHour }), express.json({ limit: '16kb' }), async (req, res) => {
    const parsed = registration.safeParse(req.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      res.status(400).json({ code: 'invalid-input', fields });
      return;
    }
    const { fullName, email, password, proof } = parsed.data;
    if (!(await proofOfWork.verify(proof))) {
      res.status(403).json({ code: 'proof-of-work-failed' });
      return;
    }
    let uid: string;
    try {
      uid = (await auth.createUser({ email, password, displayName: fullName })).uid;
    } catch (error) {
      const known = FIREBASE_CODES[(error as { code?: string }).code ?? ''];
      if (!known) logger.error({ err: error }, 'Registration failed at Firebase');
      res.status(known?.status ?? 500).json({ code: known?.code ?? 'registration-failed' });
      return;
    }
    try {
      await db.user.create({ data: { uid, email, displayName: fullName, photoURL: null, providerId: 'password', host: appName } });
    } catch (error) {
      await auth.deleteUser(uid).catch((cleanup: unknown) => logger.error({ uid, err: cleanup }, 'A half-made account could not be removed'));
      const taken = (error as { code?: string }).code === 'P2002';
      if (!taken) logger.error({ err: error }, 'Registration failed at the database');
      res.status(taken ? 409 : 500).json({ code: taken ? 'email-already-in-use' : 'registration-failed' });
      return;
    }
    res.status(201).json({ uid });
  });
  return router;
}
