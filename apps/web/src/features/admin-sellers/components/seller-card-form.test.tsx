import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeInn10 } from '@tmc/shared/requisites';
import { MantineScope } from '../../../components/mantine-scope';
import { renderWithProviders } from '../../../testing/render';
import { SellerCardForm } from './seller-card-form';

function renderForm(mode: 'create' | 'view', onSubmit = vi.fn(async (_values: unknown) => undefined)) {
  renderWithProviders(
    <MantineScope>
      <SellerCardForm mode={mode} seller={null} curators={[]} dispatchers={[]} onSubmit={onSubmit} submitting={false} />
    </MantineScope>,
  );
  return onSubmit;
}

describe('SellerCardForm', () => {
  it('checks the ИНН checksum and the e-mail with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('create');
    await user.type(screen.getByRole('textbox', { name: /Наименование/ }), 'ООО «Проверка»');
    await user.type(screen.getByRole('textbox', { name: /^ИНН( \*)?$/ }), '7707083894');
    await user.click(screen.getByRole('button', { name: 'Создать поставщика' }));
    expect(await screen.findByText('Неверное контрольное число ИНН')).toBeTruthy();
    expect(screen.getByText('Электронная почта обязательна')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values: the phone through its mask as digits, blank bank details as none', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('create');
    const inn = completeInn10('770708389');
    await user.type(screen.getByRole('textbox', { name: /Наименование/ }), 'ООО «Проверка»');
    await user.type(screen.getByRole('textbox', { name: /^ИНН( \*)?$/ }), inn);
    await user.type(screen.getByRole('textbox', { name: /Эл. почта/ }), 'rep@example.ru');
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '79161234567');
    expect((phone as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Создать поставщика' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'ООО «Проверка»', inn, email: 'rep@example.ru', phoneNumber: '79161234567', bankDetails: null });
  });

  it('is read-only without a save button in view mode', () => {
    renderForm('view');
    expect(screen.getByText('Только просмотр: изменять данные поставщика могут администраторы.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Сохранить|Создать/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Наименование/ }) as HTMLInputElement).readOnly).toBe(true);
  });
});
