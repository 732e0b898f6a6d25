import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anImage } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { ME, SET_MEMBER_DISABLED, UPDATE_PROFILE } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { User } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let ada: User;
let bob: User;
let admin: User;

beforeAll(async () => {
  t = await createTestDatabase();
  [ada, bob, admin] = await Promise.all([aMember(t.db, { uid: 'ada' }), aMember(t.db, { uid: 'bob' }), aMember(t.db, { uid: 'root', role: 'ADMIN' })]);
});

afterAll(() => t?.close());

const RECORD_LOGIN = graphql(`
  mutation RecordLogin {
    recordLogin {
      uid
    }
  }
`);
const MEMBERS = graphql(`
  query Members($first: Int) {
    members(first: $first) {
      edges {
        node {
          uid
        }
      }
    }
  }
`);
const ENTRY_IDS = graphql(`
  query EntryIds($first: Int) {
    entries(filter: { locale: en }, first: $first) {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const PRIVATE_FIELDS = graphql(`
  query PrivateFields($uid: ID!) {
    me {
      email
    }
    author(uid: $uid) {
      displayName
      email
      lastLogin
      disabled
    }
  }
`);
const AUTHOR = graphql(`
  query Author($uid: ID!) {
    author(uid: $uid) {
      uid
    }
  }
`);

const refused = (result: { errors?: readonly { message: string }[] }) => expect(result.errors?.[0]?.message).toMatch(/Not authorized/);

describe('members in GraphQL', () => {
  it('refuses visitors every member-only query and mutation', async () => {
    refused(await execute(t.db, RECORD_LOGIN));
    refused(await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'X', bio: '' } }));
    refused(await execute(t.db, SET_MEMBER_DISABLED, { uid: 'ada', disabled: true }));
    refused(await execute(t.db, MEMBERS, { first: 5 }));
    expect((await execute(t.db, ME)).data).toEqual({ me: null });
    expect(await t.db.user.findUnique({ where: { uid: 'ada' } })).toMatchObject({ displayName: 'ADA', disabled: false });
  });

  it('says why it refuses: a visitor must sign in, a member lacks the role, a page is too large', async () => {
    const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.map((e) => e.extensions?.code);
    expect(code(await execute(t.db, MEMBERS, { first: 5 }))).toEqual(['UNAUTHENTICATED']);
    expect(code(await execute(t.db, MEMBERS, { first: 5 }, { user: ada }))).toEqual(['FORBIDDEN']);
    expect(code(await execute(t.db, MEMBERS, { first: 101 }, { user: admin }))).toEqual(['BAD_USER_INPUT']);
    expect(code(await execute(t.db, ENTRY_IDS, { first: 101 }))).toEqual(['BAD_USER_INPUT']);
    expect(code(await execute(t.db, ENTRY_IDS, { first: 100 }))).toBeUndefined();
  });

  it('shows a member their own private fields and nobody else’s', async () => {
    expect((await execute(t.db, PRIVATE_FIELDS, { uid: 'bob' }, { user: ada })).data).toEqual({
      me: { email: 'ada@example.com' },
      author: { displayName: 'BOB', email: null, lastLogin: null, disabled: null },
    });
    expect((await execute(t.db, PRIVATE_FIELDS, { uid: 'bob' }, { user: admin })).data?.author).toMatchObject({ email: 'bob@example.com', disabled: false });
  });

  it('records a login', async () => {
    const before = (await t.db.user.findUniqueOrThrow({ where: { uid: 'bob' } })).lastLogin;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await execute(t.db, RECORD_LOGIN, {}, { user: bob })).data).toEqual({ recordLogin: { uid: 'bob' } });
    expect((await t.db.user.findUniqueOrThrow({ where: { uid: 'bob' } })).lastLogin.getTime()).toBeGreaterThan(before.getTime());
  });

  it('updates only the member’s own profile and refuses bad input with codes, changing nothing', async () => {
    const bad = await execute(t.db, UPDATE_PROFILE, { input: { displayName: '  ', bio: 'x'.repeat(1001) } }, { user: ada });
    expect(bad.data?.updateProfile).toEqual({
      user: null,
      errors: [
        { field: 'displayName', code: 'NAME_REQUIRED' },
        { field: 'bio', code: 'BIO_TOO_LONG' },
      ],
    });

    const bobsPicture = await anImage(t.db, { owner: bob, storageKey: 'members/bob.webp', width: 512, height: 512 });
    const stolen = await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'Ada', bio: '', pictureId: bobsPicture.id } }, { user: ada });
    expect(stolen.data?.updateProfile).toEqual({ user: null, errors: [{ field: 'pictureId', code: 'PICTURE_NOT_FOUND' }] });
    expect(await t.db.user.findUnique({ where: { uid: 'ada' } })).toMatchObject({ displayName: 'ADA', bio: '', pictureId: null });

    const own = await anImage(t.db, { owner: ada, storageKey: 'members/ada.webp', width: 512, height: 512 });
    const good = await execute(
      t.db,
      UPDATE_PROFILE,
      { input: { displayName: ' Ada Lovelace ', bio: 'Wrote the first program.', pictureId: own.id } },
      { user: ada },
    );
    expect(good.data?.updateProfile).toEqual({
      user: { uid: 'ada', displayName: 'Ada Lovelace', bio: 'Wrote the first program.', avatarUrl: '/images/members/ada.webp' },
      errors: [],
    });
    expect(await t.db.user.findUnique({ where: { uid: 'bob' } })).toMatchObject({ displayName: 'BOB', bio: '' });
  });

  it('lets only admins disable members, never themselves', async () => {
    refused(await execute(t.db, SET_MEMBER_DISABLED, { uid: 'bob', disabled: true }, { user: ada }));
    const self = await execute(t.db, SET_MEMBER_DISABLED, { uid: 'root', disabled: true }, { user: admin });
    expect(self.data?.setMemberDisabled).toEqual({ errors: [{ code: 'CANNOT_DISABLE_SELF' }] });
    const unknown = await execute(t.db, SET_MEMBER_DISABLED, { uid: 'nobody', disabled: true }, { user: admin });
    expect(unknown.data?.setMemberDisabled).toEqual({ errors: [{ code: 'USER_NOT_FOUND' }] });
    expect((await execute(t.db, MEMBERS, { first: 10 }, { user: admin })).data!.members.edges).toHaveLength(3);
  });

  it('hides disabled members’ author pages', async () => {
    await t.db.user.update({ where: { uid: 'bob' }, data: { disabled: true } });
    expect((await execute(t.db, AUTHOR, { uid: 'bob' })).data).toEqual({ author: null });
  });
});
