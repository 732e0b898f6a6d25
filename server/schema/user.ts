import { TOTAL_COUNT_EXTENSIONS, totalCountOf } from './connection-count';
import { z } from 'zod';
import { BIO_MAX_LENGTH, FULL_NAME_MAX_LENGTH, NAME_CONTROL_CHARACTERS } from '#shared/account-rules';
import { recordLogin } from '../auth/members';
import { builder } from '../graphql/builder';
import { announceContentChange } from '../db/content-changes';
import { announceSessionEnd } from '../auth/session-ends';
import type { User as UserRow } from '../generated/prisma/client';
import { fieldErrors, type FieldErrorShape } from '../graphql/field-errors';
import { Entry } from './entry';
import { FieldError } from './errors';
import { LocaleEnum } from './locale';
import { withRefusals } from '../graphql/field-errors';

/** A private field: the member themself and admins read it; anyone else reads null. */
const privateField = {
  nullable: true,
  authScopes: (user: UserRow) => ({ self: user.uid, admin: true }),
  unauthorizedResolver: () => null,
} as const;

const User = builder.prismaObject('User', {
  description: 'A member of Daypedia.',
  fields: (t) => ({
    uid: t.exposeID('uid', { description: 'The Firebase Authentication user id.' }),
    displayName: t.exposeString('displayName', { description: 'The full name the member gave.' }),
    photoURL: t.exposeString('photoURL', { nullable: true, description: "The social provider's picture; null for e-mail sign-up." }),
    picture: t.relation('picture', { nullable: true, description: 'The profile picture the member uploaded.' }),
    avatarUrl: t.string({
      nullable: true,
      description: "The picture to show: the uploaded one, else the social provider's, else none.",
      select: { picture: { select: { storageKey: true } }, photoURL: true },
      resolve: (user, _args, ctx) => (user.picture ? ctx.images.url(user.picture.storageKey) : user.photoURL),
    }),
    bio: t.exposeString('bio', { description: 'What the member tells about themselves.' }),
    role: t.string({ description: 'member, reviewer or admin.', resolve: (u) => u.role.toLowerCase() }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member registered.' }),
    email: t.exposeString('email', {
      ...privateField,
      description: 'The e-mail address; only the member and admins read it (null for others).',
    }),
    lastLogin: t.expose('lastLogin', {
      type: 'DateTime',
      ...privateField,
      description: 'When the member last signed in; only the member and admins read it.',
    }),
    providerId: t.exposeString('providerId', {
      ...privateField,
      description: 'How the member signs in (password, google.com, microsoft.com); only the member and admins read it.',
    }),
    disabled: t.exposeBoolean('disabled', {
      ...privateField,
      description: 'Whether an admin disabled the account; only the member and admins read it.',
    }),
    publishedArticles: t.field({
      type: [Entry],
      description: "The member's published articles in one language, newest first (at most 100).",
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }) },
      select: { uid: true },
      resolve: async (user, { locale }, ctx) => {
        const rows = await ctx.db.article.findMany({
          where: { authorId: user.uid, locale, publishedAt: { not: null }, fallbackFrom: null, entry: { listed: true, kind: { not: 'PERSONAL' } } },
          include: { entry: true },
          orderBy: { publishedAt: 'desc' },
          take: 100,
        });
        return rows.map(({ entry, ...article }) => ({ entry, article, locale }));
      },
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null for a visitor.',
    resolve: (query, _root, _args, ctx) => (ctx.user ? ctx.db.user.findUnique({ ...query, where: { uid: ctx.user.uid } }) : null),
  }),
  author: t.prismaField({
    type: 'User',
    nullable: true,
    description: "A member's public profile (their author page); null for an unknown or disabled member.",
    args: { uid: t.arg.id({ required: true, description: 'The member.' }) },
    resolve: (query, _root, { uid }, ctx) => ctx.db.user.findFirst({ ...query, where: { uid: String(uid), disabled: false } }),
  }),
  members: t.withAuth({ admin: true }).prismaConnection(
    {
      type: 'User',
      cursor: 'uid',
      description: 'Every member, newest first (admins only).',
      totalCount: (_root, _args, ctx) => ctx.db.user.count(),
      resolve: (query, _root, _args, ctx) => ctx.db.user.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { uid: 'asc' }] }),
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many members there are (counted only when asked for).',
          extensions: TOTAL_COUNT_EXTENSIONS,
          resolve: totalCountOf,
        }),
      }),
    },
  ),
}));

builder.mutationField('recordLogin', (t) =>
  t.withAuth({ member: true }).prismaField({
    type: 'User',
    description:
      "Records a sign-in: lastLogin becomes now, and the e-mail address follows the member's Firebase account. Up to 60 sign-ins an hour are recorded; past that the member is returned as they stand.",
    resolve: async (query, _root, _args, ctx) => {
      const uid = ctx.user.uid;
      if (!(await ctx.abuse.loginAllowed(uid))) return ctx.db.user.findUniqueOrThrow({ ...query, where: { uid } });
      const email = ctx.auth ? (await ctx.auth.getUser(uid)).email : undefined;
      return recordLogin(ctx.db, uid, email);
    },
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'What a member may change about their profile.',
  fields: (t) => ({
    displayName: t.string({ required: true, description: `The full name (1 to ${FULL_NAME_MAX_LENGTH} characters).` }),
    bio: t.string({ required: true, description: `About the member (at most ${BIO_MAX_LENGTH} characters).` }),
    pictureId: t.id({ required: false, description: 'A picture the member uploaded to /uploads/profile-picture; omit to keep the current one.' }),
  }),
});

const profileRules = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'NAME_REQUIRED')
    .max(FULL_NAME_MAX_LENGTH, 'NAME_TOO_LONG')
    .refine((name) => !NAME_CONTROL_CHARACTERS.test(name), 'NAME_INVALID_CHARACTERS'),
  bio: z.string().trim().max(BIO_MAX_LENGTH, 'BIO_TOO_LONG'),
  pictureId: z.string().nullish(),
});

interface MemberResultShape {
  user: UserRow | null;
  errors: FieldErrorShape[];
}

const MemberResult = builder.objectRef<MemberResultShape>('MemberResult').implement({
  description: 'The member after a change, or why the change was refused (nothing changed then).',
  fields: (t) => ({
    user: t.field({ type: User, nullable: true, description: 'The member as now stored; null when refused.', resolve: (result) => result.user }),
    errors: t.field({ type: [FieldError], description: 'Empty when the change was made.', resolve: (result) => result.errors }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.withAuth({ member: true }).field({
    type: MemberResult,
    description: withRefusals("Changes the signed-in member's full name, text about themselves and picture.", [
      'NAME_REQUIRED',
      'NAME_TOO_LONG',
      'NAME_INVALID_CHARACTERS',
      'BIO_TOO_LONG',
      'PICTURE_NOT_FOUND',
      'TOO_MANY_PROFILE_CHANGES',
    ]),
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'The new profile.' }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = profileRules.safeParse(input);
      if (!parsed.success) return { user: null, errors: fieldErrors(parsed.error.issues) };
      const { displayName, bio, pictureId } = parsed.data;
      const uid = ctx.user.uid;
      // Each change writes to Firebase and empties the author page from page caches.
      if (!(await ctx.abuse.profileChangeAllowed(uid))) return { user: null, errors: [{ field: null, code: 'TOO_MANY_PROFILE_CHANGES' as const }] };
      if (pictureId && !(await ctx.db.image.findFirst({ where: { id: pictureId, ownerId: uid } }))) {
        return { user: null, errors: [{ field: 'pictureId', code: 'PICTURE_NOT_FOUND' as const }] };
      }
      // The row first, Firebase inside its transaction: when Firebase refuses, the row is as it was.
      const user = await ctx.db.$transaction(async (tx) => {
        const updated = await tx.user.update({ where: { uid }, data: { displayName, bio, ...(pictureId ? { pictureId } : {}) } });
        await ctx.auth?.updateUser(uid, { displayName });
        return updated;
      });
      // The author page is public and may sit in page caches.
      await announceContentChange(ctx.db, `author:${uid}`);
      return { user, errors: [] };
    },
  }),
);

builder.mutationField('setMemberDisabled', (t) =>
  t.withAuth({ admin: true }).field({
    type: MemberResult,
    description: withRefusals(
      'Disables a member (their Firebase account is disabled, their sessions revoked, they are signed out at their next request) or enables them again. Admins only.',
      ['USER_NOT_FOUND', 'CANNOT_DISABLE_SELF'],
    ),
    args: {
      uid: t.arg.id({ required: true, description: 'The member.' }),
      disabled: t.arg.boolean({ required: true, description: 'True to disable, false to enable.' }),
    },
    resolve: async (_root, args, ctx) => {
      const uid = String(args.uid);
      if (uid === ctx.user.uid) return { user: null, errors: [{ field: 'uid', code: 'CANNOT_DISABLE_SELF' as const }] };
      if (!(await ctx.db.user.findUnique({ where: { uid } }))) return { user: null, errors: [{ field: 'uid', code: 'USER_NOT_FOUND' as const }] };
      if (!ctx.auth) throw new Error('Firebase is not available to change accounts.');
      await ctx.auth.updateUser(uid, { disabled: args.disabled });
      if (args.disabled) await ctx.auth.revokeRefreshTokens(uid);
      const user = await ctx.db.user.update({ where: { uid }, data: { disabled: args.disabled } });
      await announceContentChange(ctx.db, `author:${uid}`);
      if (args.disabled) await announceSessionEnd(ctx.db, uid);
      return { user, errors: [] };
    },
  }),
);
