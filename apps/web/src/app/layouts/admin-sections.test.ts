import { describe, expect, it } from 'vitest';
import type { Principal } from '@tmc/shared/roles';
import { visibleAdminSections } from './admin-sections';

const keys = (p: Principal | null) => visibleAdminSections(p).map((s) => s.key);

describe('visibleAdminSections', () => {
  it('shows everything to the chief administrator, and all but the action log to administrators', () => {
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toHaveLength(24);
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toContain('audit');
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toContain('invoices');
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toContain('postModeration');
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toContain('tiers');
    expect(keys({ role: 'ADMIN', permission: 'L1' })).toContain('subscriptions');
    expect(keys({ role: 'ADMIN', permission: 'L2' })).toEqual(keys({ role: 'ADMIN', permission: 'L1' }).filter((k) => k !== 'audit'));
  });

  it('shows a dispatcher the callbacks, buyers and sellers', () => {
    expect(keys({ role: 'ADMIN', permission: 'L3' })).toEqual(['home', 'sellers', 'buyers', 'callbacks', 'profile']);
  });

  it('shows a curator its sellers and deals', () => {
    expect(keys({ role: 'ADMIN', permission: 'L4' })).toEqual(['home', 'sellers', 'moderation', 'deals', 'profile']);
  });

  it('shows nothing to others', () => {
    expect(keys({ role: 'BUYER', permission: 'STANDART' })).toEqual([]);
    expect(keys({ role: 'REPRESENTATIVE', permission: 'STANDART' })).toEqual([]);
    expect(keys(null)).toEqual([]);
  });
});
