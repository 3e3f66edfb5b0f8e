import { useState } from 'react';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { DeleteDialog } from './DeleteDialog';

expect.extend(toHaveNoViolations);

function Harness({
  onConfirm,
}: {
  onConfirm: (reason: string | undefined) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open again</button>
      <DeleteDialog
        open={open}
        title="Delete this question?"
        confirmLabel="Delete question"
        onConfirm={reason => {
          onConfirm(reason);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('DeleteDialog', () => {
  it('returns the typed reason, trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithApis(<Harness onConfirm={onConfirm} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Reason (optional)' }),
      '  Duplicate of #12 ',
    );
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    expect(onConfirm).toHaveBeenCalledWith('Duplicate of #12');
  });

  it('returns undefined without a reason and starts empty when reopened', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithApis(<Harness onConfirm={onConfirm} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Reason (optional)' }),
      'spam',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The rest of the page is aria-hidden until the closing transition ends.
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    const reason = await screen.findByRole('textbox', {
      name: 'Reason (optional)',
    });
    expect(reason).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('can be used without a reason field', () => {
    renderWithApis(
      <DeleteDialog
        open
        title="Delete comment?"
        withoutReason
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    renderWithApis(<Harness onConfirm={jest.fn()} />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
