/**
 * Who may do what, in one vocabulary for the server (GraphQL's auth scopes, the domains) and the
 * browser (which links and controls a member sees). A disabled member may do nothing a visitor
 * may not.
 */

export type Role = 'MEMBER' | 'REVIEWER' | 'ADMIN';

/** A member as far as rights go: their role, and whether an admin disabled them. */
export interface RoleHolder {
  role: Role;
  disabled?: boolean;
}

type Someone = RoleHolder | null | undefined;

/** Signed in and not disabled: may write, comment as a member, donate. */
export function isActiveMember(someone: Someone): someone is RoleHolder {
  return Boolean(someone && !someone.disabled);
}

/** Reviews submissions and sees hidden comments: reviewers and admins. */
export function canReview(someone: Someone): boolean {
  return isActiveMember(someone) && someone.role !== 'MEMBER';
}

/** Manages members and sees every donation: admins only. */
export function canAdminister(someone: Someone): boolean {
  return isActiveMember(someone) && someone.role === 'ADMIN';
}
