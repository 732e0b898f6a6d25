import { builder } from '../builder';

export const User = builder.prismaObject('User', {
  description: 'A member of Daypedia.',
  fields: (t) => ({
    uid: t.exposeID('uid', { description: 'The Firebase Authentication user id.' }),
    displayName: t.exposeString('displayName', { description: 'The full name the member gave.' }),
    photoURL: t.exposeString('photoURL', { nullable: true, description: "The social provider's picture; null for e-mail sign-up." }),
    bio: t.exposeString('bio', { description: 'What the member tells about themselves.' }),
    role: t.string({ description: 'member, reviewer or admin.', resolve: (u) => u.role.toLowerCase() }),
    email: t.exposeString('email', { description: 'The e-mail address; only the member can read it.', authScopes: { member: true } }),
  }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null for a visitor.',
    resolve: (query, _root, _args, ctx) => (ctx.user ? ctx.db.user.findUnique({ ...query, where: { uid: ctx.user.uid } }) : null),
  }),
);
