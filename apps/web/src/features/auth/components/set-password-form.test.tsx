import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineScope } from '../../../components/mantine-scope';
import { renderWithProviders } from '../../../testing/render';
import { SetPasswordForm } from './set-password-form';

const renderForm = (token: string | null) =>
  renderWithProviders(
    <MantineScope>
      <SetPasswordForm token={token} onSuccess={() => {}} />
    </MantineScope>,
  );

describe('the new-password form', () => {
  it.each([null, '', 'short', 'has spaces in it but is long enough'])('explains a missing or malformed link (%j) and leads to a new mail', (token) => {
    renderForm(token);
    expect(screen.getByRole('alert').textContent).toContain('Ссылка недействительна или устарела. Запросите новое письмо');
    expect(screen.getByRole('link', { name: 'Отправить письмо ещё раз' }).getAttribute('href')).toBe('/account/auth/');
    expect(screen.queryByLabelText(/Новый пароль/)).toBeNull();
  });

  it('asks for the password twice with the shared rules', async () => {
    const user = userEvent.setup();
    renderForm('A'.repeat(43));
    const save = screen.getByRole('button', { name: 'Сохранить пароль' });
    await user.click(save);
    expect(await screen.findByText('Пароль обязателен')).toBeTruthy();
    // Not a common password (those are refused with their own message): 'Склад7т' and one more character.
    await user.type(screen.getByLabelText(/Новый пароль/), 'Склад7т');
    await user.click(save);
    expect(await screen.findByText('Пароль должен содержать не менее 8 символов')).toBeTruthy();
    await user.type(screen.getByLabelText(/Новый пароль/), 'у');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'Склад7тю');
    await user.click(save);
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
  });
});
