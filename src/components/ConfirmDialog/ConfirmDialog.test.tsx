import { screen } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { ConfirmDialog, ConfirmDialogProps } from './ConfirmDialog';

expect.extend(toHaveNoViolations);

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithApis(
    <ConfirmDialog
      open
      title="Restore this post?"
      message="It becomes visible to everyone again."
      confirmLabel="Restore post"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a named dialog whose confirm button names the action', async () => {
    const { user, onConfirm, onCancel } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Restore this post?' });
    expect(dialog).toHaveAccessibleDescription(
      'It becomes visible to everyone again.',
    );
    await user.click(screen.getByRole('button', { name: 'Restore post' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { user, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('blocks both buttons and Escape while pending', async () => {
    const { user, onCancel } = setup({ pending: true });
    expect(screen.getByRole('button', { name: 'Restore post' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows an error and stays open', () => {
    setup({ error: 'Failed to restore post' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to restore post',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    setup();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
