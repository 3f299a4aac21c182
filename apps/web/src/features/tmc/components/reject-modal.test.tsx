import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TMC_LIMITS, TMC_MESSAGES } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../../components/mantine-scope';
import { renderWithProviders } from '../../../testing/render';
import { RejectModal } from './reject-modal';

function renderModal() {
  renderWithProviders(
    <MantineScope>
      <RejectModal item={{ id: 1, name: 'Труба 57х3.5' }} onClose={() => {}} />
    </MantineScope>,
  );
  return screen.findByRole('textbox', { name: /Причина отклонения/ });
}

// The messages are the shared schema's own (tmcRejectInputSchema): nothing reaches the API here.
describe('RejectModal', () => {
  it('asks for a reason when it is blank', async () => {
    await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(TMC_MESSAGES.rejectReasonRequired)).toBeTruthy();
  });

  it('says a reason is too long, not that it is missing, when it passes the limit', async () => {
    const box = await renderModal();
    fireEvent.change(box, { target: { value: 'а'.repeat(TMC_LIMITS.rejectReasonMax + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(TMC_MESSAGES.rejectReasonTooLong)).toBeTruthy();
    expect(screen.queryByText(TMC_MESSAGES.rejectReasonRequired)).toBeNull();
  });
});
