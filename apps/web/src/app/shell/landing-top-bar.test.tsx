import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import { LandingTopBar } from './landing-top-bar';

// No API server runs under Vitest, so every call really fails here; no answer is faked.
describe('LandingTopBar', () => {
  it("shows 'Авторизация' when the profile call fails", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token-the-server-never-sees');
    renderWithProviders(<LandingTopBar />);
    expect(await screen.findByRole('button', { name: 'Авторизация' })).toBeTruthy();
  });

  it("shows 'Авторизация' without a stored token", async () => {
    renderWithProviders(<LandingTopBar />);
    expect(await screen.findByRole('button', { name: 'Авторизация' })).toBeTruthy();
  });

  it('shows no slogan and no counters when their calls fail', async () => {
    renderWithProviders(<LandingTopBar />);
    await screen.findByRole('button', { name: 'Авторизация' });
    expect(screen.queryByRole('group', { name: 'Посещения сайта' })).toBeNull();
  });
});
