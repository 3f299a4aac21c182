import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { adminToken, demoRepresentativeEmail, registerBuyer, signInAsUser } from './support/accounts.ts';

// The browser tests' own setup paths work against the real server (real mail over SMTP).
describe('e2e support', () => {
  it('signs in the administrator, registers a buyer and signs in a demo representative', async () => {
    const admin = await api<{ role: { name: string }; permission: string }>('/api/auth/logged-in', { token: await adminToken() });
    expect(admin.body).toMatchObject({ role: { name: 'ADMIN' }, permission: 'L1' });

    const buyer = await registerBuyer();
    const profile = await api<{ email: string; role: { name: string } }>('/api/auth/logged-in', { token: buyer.token });
    expect(profile.body).toMatchObject({ email: buyer.email, role: { name: 'BUYER' } });

    const representative = await signInAsUser(demoRepresentativeEmail());
    const rep = await api<{ role: { name: string }; sellerCode: string | null }>('/api/auth/logged-in', { token: representative.token });
    expect(rep.body.role.name).toBe('REPRESENTATIVE');
    expect(rep.body.sellerCode).toMatch(/^\d{6}$/);
  });
});
