import Button from '@material-ui/core/Button';
import { screen } from '@testing-library/react';
import { renderAgora } from '../../testing/renderAgora';
import { DirectoryCard } from './DirectoryCard';

/** A tag's card as the moderator area shows it: Follow, Edit and Delete beside the name. */
const renderCard = (view: 'grid' | 'list') =>
  renderAgora(
    <DirectoryCard
      view={view}
      title="payments"
      href="/tags/payments"
      counts={{ posts: 4, followers: 2 }}
      action={
        <div data-testid="action">
          <Button>Follow</Button>
          <Button>Edit payments</Button>
          <Button>Delete payments</Button>
        </div>
      }
    />,
  );

// jsdom lays nothing out, but it does cascade the card's style rules.
const style = (element: Element) => window.getComputedStyle(element);

describe('DirectoryCard', () => {
  it('never squeezes the name to a letter per line beside a wide action (grid)', async () => {
    await renderCard('grid');
    const name = screen.getByRole('heading', { name: 'payments' });
    // `anywhere` let the flex row shrink the name to one letter per line.
    expect(style(name).overflowWrap).toBe('break-word');
    const names = name.parentElement!;
    expect(style(names).minWidth).toBe('8em');
    // The row holding name and action wraps, so the action goes below instead.
    const top = names.parentElement!;
    expect(top).toContainElement(screen.getByTestId('action'));
    expect(style(top).flexWrap).toBe('wrap');
  });

  it('keeps a list row as tall as its content, counts and action at its end', async () => {
    await renderCard('list');
    const name = screen.getByRole('heading', { name: 'payments' });
    expect(style(name).overflowWrap).toBe('break-word');
    const end = screen.getByTestId('action').parentElement!;
    expect(end).toContainElement(screen.getByRole('list', { name: /count/i }));
    expect(style(end).marginLeft).toBe('auto');
    expect(style(end.parentElement!).alignContent).toBe('flex-start');
  });
});
