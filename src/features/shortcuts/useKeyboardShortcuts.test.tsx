import { useRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { makePost } from '../../testing/fixtures/posts';
import {
  getPermissionsHandler,
  memberWithout,
  permissionsLoaded,
} from '../../testing/handlers/permissions';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { PostTitle } from '../posts/PostListItem';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

// Serves a member's permissions: `a` asks only for those who may.
const server = setupMswServer();

function Path() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** A page part with a search box, a field and a list, as Agora's lists have. */
function Harness() {
  const scope = useRef<HTMLDivElement>(null);
  const shortcuts = useKeyboardShortcuts(scope);
  return (
    <div ref={scope}>
      <input type="search" aria-label="Search posts" />
      <textarea aria-label="Your answer" />
      <ul>
        {[1, 2, 3].map(id => (
          <li key={id}>
            <PostTitle post={makePost({ id, title: `Post ${id}` })} />
          </li>
        ))}
      </ul>
      <ShortcutsDialog
        open={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
      />
      <Path />
    </div>
  );
}

const path = () => screen.getByRole('status', { name: 'path' });
const render = () =>
  renderAgora(<Harness />, { route: '/questions', path: '*' });

describe('keyboard shortcuts', () => {
  it('moves through the list with j and k and opens the chosen post with o', async () => {
    const { user } = await render();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveFocus();
    await user.keyboard('jjj');
    expect(screen.getByRole('link', { name: 'Post 3' })).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveFocus();
    await user.keyboard('o');
    expect(path()).toHaveTextContent('/questions/2');
  });

  it('focuses the search with /, and goes places with a and g then a key', async () => {
    const { user, store } = await render();
    await permissionsLoaded(store);
    await user.keyboard('/');
    expect(
      screen.getByRole('searchbox', { name: 'Search posts' }),
    ).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('gl');
    expect(path()).toHaveTextContent('/links');
    await user.keyboard('ga');
    expect(path()).toHaveTextContent('/articles');
    await user.keyboard('gq');
    expect(path()).toHaveTextContent('/questions');
    await user.keyboard('a');
    expect(path()).toHaveTextContent('/questions/ask');
  });

  it('does not lead those who may not create posts to the ask form, nor list a for them', async () => {
    server.use(getPermissionsHandler({ body: memberWithout('createPost') }));
    const { user, store } = await render();
    await permissionsLoaded(store);
    await user.keyboard('a');
    expect(path()).toHaveTextContent(/^\/questions$/);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', {
      name: 'Keyboard shortcuts',
    });
    expect(help).toHaveTextContent('Go to questions');
    expect(help).not.toHaveTextContent('Ask a question');
  });

  it('does nothing while typing in a field', async () => {
    const { user } = await render();
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.click(field);
    await user.keyboard('gl/ja?');
    expect(field).toHaveValue('gl/ja?');
    expect(field).toHaveFocus();
    expect(path()).toHaveTextContent('/questions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every shortcut in the help that ? opens', async () => {
    const { user, store } = await render();
    await permissionsLoaded(store);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', {
      name: 'Keyboard shortcuts',
    });
    expect(help).toHaveTextContent('Next post in the list');
    expect(help).toHaveTextContent('gthenqGo to questions');
    expect(help).toHaveTextContent('aAsk a question');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
