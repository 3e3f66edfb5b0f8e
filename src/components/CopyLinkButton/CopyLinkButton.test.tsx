import { act, screen } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { CopyLinkButton } from './CopyLinkButton';

// The first render in a file loads MUI and the translation API: slow on a busy machine.
jest.setTimeout(30_000);

expect.extend(toHaveNoViolations);

describe('CopyLinkButton', () => {
  it('copies the absolute URL and confirms', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithApis(<CopyLinkButton url="/agora/questions/12" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/agora/questions/12`,
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('goes back to its label after a moment', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithApis(<CopyLinkButton url="https://example.com/x" />);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByRole('button', { name: 'Copied' }),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2500));
      expect(
        screen.getByRole('button', { name: 'Copy link' }),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays unconfirmed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new Error('denied'));
    renderWithApis(<CopyLinkButton url="https://example.com/x" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      screen.queryByRole('button', { name: 'Copied' }),
    ).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithApis(
      <CopyLinkButton url="https://example.com" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
