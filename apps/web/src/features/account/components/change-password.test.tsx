import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePassword } from './change-password';

describe('ChangePassword', () => {
  it('refuses a new password that is easy to guess, saying why, before sending it', async () => {
    const onChangePassword = vi.fn(async () => {});
    render(<ChangePassword hasPassword onChangePassword={onChangePassword} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'kelp-forest-drift-44');
    await user.type(screen.getByLabelText('New password'), 'Welcome123!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Welcome123!');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText(/^This password is too easy to guess\./, {}, { timeout: 10_000 }),
    ).toHaveTextContent('Add more words that are less common.');
    expect(onChangePassword).not.toHaveBeenCalled();
  }, 15_000);
});
