import { describe, expect, it } from 'vitest';
import { canAdminister, canReview, isActiveMember, type RoleHolder } from './roles';

const member: RoleHolder = { role: 'MEMBER' };
const reviewer: RoleHolder = { role: 'REVIEWER' };
const admin: RoleHolder = { role: 'ADMIN' };

describe('who may do what', () => {
  it('lets reviewers and admins review, and only admins administer', () => {
    expect([member, reviewer, admin].map(canReview)).toEqual([false, true, true]);
    expect([member, reviewer, admin].map(canAdminister)).toEqual([false, false, true]);
  });

  it('gives a disabled member, of any role, no more than a visitor', () => {
    for (const role of ['MEMBER', 'REVIEWER', 'ADMIN'] as const) {
      const disabled = { role, disabled: true };
      expect([isActiveMember(disabled), canReview(disabled), canAdminister(disabled)]).toEqual([false, false, false]);
    }
    expect([isActiveMember(null), canReview(undefined), canAdminister(null)]).toEqual([false, false, false]);
  });
});
