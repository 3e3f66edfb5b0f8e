import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderWithApis } from '../../testing/renderWithApis';
import { ActionsMenu, type ActionsMenuProps } from './ActionsMenu';

expect.extend(toHaveNoViolations);

function setup(props: Partial<ActionsMenuProps> = {}) {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const utils = renderWithApis(
    <ActionsMenu
      subject="answer"
      onEdit={onEdit}
      onDelete={onDelete}
      copyUrl="/questions/1#answer_11"
      {...props}
    />,
  );
  return { ...utils, onEdit, onDelete, user: userEvent.setup() };
}

const more = () =>
  screen.getByRole('button', { name: 'More actions for this answer' });
const items = () =>
  screen.getAllByRole('menuitem').map(item => item.textContent);

describe('ActionsMenu', () => {
  it.each([
    ['post', 'More actions for this post'],
    ['comment', 'More actions for this comment'],
  ] as const)('names its button after the %s', (subject, name) => {
    setup({ subject });
    expect(screen.getByRole('button', { name })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
  });

  it('opens with Enter, moves with the arrows, and Escape returns focus to the button', async () => {
    const { user } = setup();
    // Kept: while the menu is open the rest of the page is aria-hidden.
    const button = more();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items()).toEqual(['Edit', 'Delete', 'Copy link']);
    const [edit, remove] = screen.getAllByRole('menuitem');
    await waitFor(() => expect(edit).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(remove).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('menu')).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it('opens with Space and runs the chosen action once the menu has closed', async () => {
    const { user, onEdit, onDelete } = setup();
    more().focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem')[0]).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('shows only the actions it is given', async () => {
    const { user } = setup({ onEdit: undefined, onDelete: undefined });
    await user.click(more());
    expect(items()).toEqual(['Copy link']);
  });

  it('renders nothing when there is nothing to do', () => {
    const { container } = setup({
      onEdit: undefined,
      onDelete: undefined,
      copyUrl: undefined,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('copies the absolute address and confirms', async () => {
    const { user } = setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(more());
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/questions/1#answer_11`,
    );
    expect(screen.getByText('Link copied')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container, user } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(more());
    // The menu is portalled to the body, outside the landmarks a page gives.
    expect(
      await axe(document.body, { rules: { region: { enabled: false } } }),
    ).toHaveNoViolations();
  });
});
