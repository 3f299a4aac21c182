import { describe, expect, it } from 'vitest';
import { canGrantPermission, canManageAccountOf, isPermissionOfRole, type Permission, type Principal } from './roles.ts';

const admin = (permission: Permission): Principal => ({ role: 'ADMIN', permission });
const buyer: Principal = { role: 'BUYER', permission: 'STANDART' };
const seller: Principal = { role: 'REPRESENTATIVE', permission: 'STANDART' };

describe('account management predicates', () => {
  it('permissions belong to roles as in section 6', () => {
    expect(isPermissionOfRole('ADMIN', 'L4')).toBe(true);
    expect(isPermissionOfRole('ADMIN', 'STANDART')).toBe(false);
    expect(isPermissionOfRole('BUYER', 'STANDART')).toBe(true);
    expect(isPermissionOfRole('BUYER', 'L1')).toBe(false);
    expect(isPermissionOfRole('REPRESENTATIVE', 'L2')).toBe(false);
  });

  it('L1 and L2 manage accounts; L2 not an L1 administrator; nobody else', () => {
    expect(canManageAccountOf(admin('L1'), admin('L1'))).toBe(true);
    expect(canManageAccountOf(admin('L2'), buyer)).toBe(true);
    expect(canManageAccountOf(admin('L2'), admin('L2'))).toBe(true);
    expect(canManageAccountOf(admin('L2'), admin('L1'))).toBe(false);
    for (const actor of [admin('L3'), admin('L4'), buyer, seller, null]) expect(canManageAccountOf(actor, buyer)).toBe(false);
  });

  it('only L1 gives L1', () => {
    expect(canGrantPermission(admin('L1'), 'L1')).toBe(true);
    expect(canGrantPermission(admin('L2'), 'L1')).toBe(false);
    expect(canGrantPermission(admin('L2'), 'L3')).toBe(true);
    expect(canGrantPermission(admin('L3'), 'L4')).toBe(false);
    expect(canGrantPermission(buyer, 'STANDART')).toBe(false);
  });
});
