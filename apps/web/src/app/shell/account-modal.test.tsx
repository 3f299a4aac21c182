import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tmc/shared/profile';
import { LOGGED_IN_QUERY_KEY } from '../../features/auth/session';
import { renderWithProviders } from '../../testing/render';
import { useAccountModal, type AccountModalView } from '../../components/account-modal-context';

const buyer: Profile = {
  id: '5f0c2f4e-8a47-4a8e-9a55-2f7f1d6c9b10',
  email: 'buyer@example.ru',
  username: 'buyer@example.ru',
  title: null,
  firstName: null,
  middleName: null,
  lastName: null,
  inn: null,
  phoneNumber: null,
  role: { id: 3, name: 'BUYER' },
  permission: 'STANDART',
  enabled: true,
  accountNonLocked: true,
  comment: null,
  bankDetails: null,
  sellerCode: null,
  placementAllowed: false,
};

/** Opens the modal the way the app does: through the provider's open(). */
function Opener({ view }: { view: AccountModalView }) {
  const { open } = useAccountModal();
  return (
    <button type="button" onClick={() => open(view)}>
      open
    </button>
  );
}

async function openModal(view: AccountModalView, title: string, profile: Profile | null = null) {
  const user = userEvent.setup();
  const result = renderWithProviders(<Opener view={view} />);
  result.queryClient.setQueryData(LOGGED_IN_QUERY_KEY, profile);
  await user.click(screen.getByRole('button', { name: 'open' }));
  // The first open loads the modal's chunk: slow on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 15_000 });
  return { user, dialog, ...result };
}

// The first test loads the lazy modal (Mantine, zod, the forms), which takes a while on a busy machine.
describe('account modals', { timeout: 20_000 }, () => {
  it('sign-in shows the specification texts for an empty and a malformed e-mail and an empty password', async () => {
    const { user, dialog } = await openModal('sign-in', 'Авторизация');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await within(dialog).findByText('Email обязателен')).toBeTruthy();
    expect(within(dialog).getByText('Пароль обязателен')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Эл. почта/ }), 'someone@');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await within(dialog).findByText('Неверный формат Email')).toBeTruthy();
    expect(dialog.querySelector('form')?.dataset.state).toBe('default');
  });

  it('moves between sign-in, recovery and registration', async () => {
    const { user, dialog } = await openModal('sign-in', 'Авторизация');
    await user.click(within(dialog).getByRole('button', { name: 'Забыли пароль?' }));
    const recovery = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    await user.click(within(recovery).getByRole('button', { name: 'Восстановить пароль' }));
    expect(await within(recovery).findByText('E-mail обязателен')).toBeTruthy();
    await user.type(within(recovery).getByRole('textbox', { name: /Эл. почта/ }), 'broken@');
    await user.click(within(recovery).getByRole('button', { name: 'Восстановить пароль' }));
    expect(await within(recovery).findByText('Неверный формат E-mail')).toBeTruthy();
    await user.click(within(recovery).getByRole('button', { name: 'Вернуться ко входу' }));
    const signIn = await screen.findByRole('dialog', { name: 'Авторизация' });
    await user.click(within(signIn).getByRole('button', { name: 'Регистрация' }));
    const registration = await screen.findByRole('dialog', { name: 'Регистрация' });
    await user.click(within(registration).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(registration).findByText('Электронная почта обязательна')).toBeTruthy();
    await user.type(within(registration).getByRole('textbox', { name: /Эл. почта/ }), 'x@y');
    await user.click(within(registration).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(registration).findByText('Неверный формат почты')).toBeTruthy();
  });

  it('registration for a signed-in user is the full one: a blank inn is error-empty-inn, and its button leads to the field', async () => {
    const { user, dialog } = await openModal('registration', 'Регистрация', buyer);
    // Blank fields carry their 'required' texts as hints, not errors.
    expect(within(dialog).getByText('Отчество обязательно')).toBeTruthy();
    expect(within(dialog).getByText('Телефон обязателен')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('ИНН должен быть заполнен обязательно');
    expect(dialog.querySelector('form')?.dataset.state).toBe('error-empty-inn');
    // All of title, first and last name blank: each gets its message.
    for (const text of ['Наименование обязательно', 'Фамилия обязательна', 'Имя обязательно', 'ИНН обязателен']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    await user.click(within(alert).getByRole('button', { name: 'Заполнить ИНН' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'ИНН' }));
  });

  it('full registration blocks only for the inn, the e-mail and the three names', async () => {
    const { user, dialog } = await openModal('registration', 'Регистрация', { ...buyer, lastName: 'Иванов' });
    const inn = within(dialog).getByRole('textbox', { name: 'ИНН' });
    await user.type(inn, '123');
    const email = within(dialog).getByRole('textbox', { name: /Эл. почта/ });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('ИНН должен состоять из 10-12 арабских цифр')).toBeTruthy();
    expect(within(dialog).getByText('Неверный формат почты')).toBeTruthy();
    expect(dialog.querySelector('form')?.dataset.state).toBe('error-fields');
    expect(inn.getAttribute('aria-invalid')).toBe('true');
    // One of the three names is enough: the blank title and first name keep their hints and are not invalid.
    for (const name of ['Наименование организации', 'Имя', 'Отчество', 'Телефон']) {
      expect(within(dialog).getByRole('textbox', { name }).getAttribute('aria-invalid'), name).not.toBe('true');
    }
    expect(within(dialog).getByText('Наименование обязательно')).toBeTruthy();
  });
});
