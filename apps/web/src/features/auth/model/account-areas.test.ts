import { describe, expect, it } from 'vitest';
import { accountAreas } from './account-areas';

describe('account areas in the top bar', () => {
  it('offers administration to every admin level and nothing of it to others', () => {
    for (const permission of ['L1', 'L2', 'L3', 'L4'] as const) {
      expect(accountAreas({ sellerCode: null }, { role: 'ADMIN', permission }).map((a) => a.href)).toEqual(['/admins']);
    }
    expect(accountAreas({ sellerCode: null }, { role: 'BUYER', permission: 'STANDART' })).toEqual([]);
    expect(accountAreas(null, null)).toEqual([]);
  });

  it("offers a seller's representative their own cabinet, and only with a seller code", () => {
    expect(accountAreas({ sellerCode: '123456' }, { role: 'REPRESENTATIVE', permission: 'STANDART' }).map((a) => a.href)).toEqual([
      '/sellers/123456/entities',
    ]);
    expect(accountAreas({ sellerCode: null }, { role: 'REPRESENTATIVE', permission: 'STANDART' })).toEqual([]);
    // A seller code on a buyer's profile opens nothing.
    expect(accountAreas({ sellerCode: '123456' }, { role: 'BUYER', permission: 'STANDART' })).toEqual([]);
  });
});
