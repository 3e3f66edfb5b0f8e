import { screen } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { VoteButtons, VoteButtonsProps } from './VoteButtons';

expect.extend(toHaveNoViolations);

function setup(props: Partial<VoteButtonsProps> = {}) {
  const onVote = jest.fn();
  const onRemove = jest.fn();
  const utils = renderWithApis(
    <VoteButtons score={3} onVote={onVote} onRemove={onRemove} {...props} />,
  );
  return { ...utils, onVote, onRemove, user: userEvent.setup() };
}

describe('VoteButtons', () => {
  it('shows the score with an accessible label', () => {
    setup({ score: 5 });
    expect(screen.getByRole('status')).toHaveTextContent('5 votes');
    expect(screen.getByText('5')).toBeVisible();
  });

  it('uses the singular for one vote only, not for minus one or zero', () => {
    const { rerender } = setup({ score: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(/^1 vote$/);
    const props = { onVote: jest.fn(), onRemove: jest.fn() };
    rerender(<VoteButtons score={-1} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^-1 votes$/);
    rerender(<VoteButtons score={0} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^0 votes$/);
  });

  it('votes up or down when there is no own vote', async () => {
    const { user, onVote, onRemove } = setup();
    const up = screen.getByRole('button', { name: 'Vote up' });
    const down = screen.getByRole('button', { name: 'Vote down' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(down).toHaveAttribute('aria-pressed', 'false');
    await user.click(up);
    expect(onVote).toHaveBeenLastCalledWith('up');
    await user.click(down);
    expect(onVote).toHaveBeenLastCalledWith('down');
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes the vote when the pressed direction is clicked again', async () => {
    const { user, onVote, onRemove } = setup({ ownVote: 1 });
    const up = screen.getByRole('button', { name: 'Vote up' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await user.click(up);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onVote).not.toHaveBeenCalled();
  });

  it('switches the vote when the other direction is clicked', async () => {
    const { user, onVote, onRemove } = setup({ ownVote: -1 });
    expect(screen.getByRole('button', { name: 'Vote down' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    expect(onVote).toHaveBeenCalledWith('up');
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('is disabled with an explanation when voting is not allowed', async () => {
    const { user } = setup({
      disabledReason: 'You cannot vote on your own post',
    });
    const up = screen.getByRole('button', { name: 'Vote up' });
    expect(up).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vote down' })).toBeDisabled();
    expect(up).toHaveAccessibleDescription('You cannot vote on your own post');
    await user.hover(up.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'You cannot vote on your own post',
    );
  });

  it.each([
    ['vertical', 'Right'],
    ['horizontal', 'Top'],
  ] as const)(
    'places the %s tooltip beside the button, not over the score, and only after a pause',
    async (orientation, side) => {
      const { user } = setup({ orientation });
      await user.hover(screen.getByRole('button', { name: 'Vote up' }));
      // Not at once: a quick click does not flash it.
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Vote up');
      expect(tooltip.firstElementChild!.className).toContain(
        `tooltipPlacement${side}`,
      );
    },
  );

  it('is disabled while a vote is pending', () => {
    setup({ pending: true });
    expect(screen.getByRole('button', { name: 'Vote up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vote down' })).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ ownVote: 1, disabledReason: 'Own post' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
