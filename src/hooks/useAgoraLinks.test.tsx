import { screen } from '@testing-library/react';
import { AGORA_ROUTES } from '../routes';
import { renderAgora } from '../testing/renderAgora';
import { useAgoraLinks } from './useAgoraLinks';

/** Prints every address the link builder gives, one per line. */
function Links() {
  const links = useAgoraLinks();
  const rows = {
    tag: links.tag('c#'),
    entity: links.entity('component:default/payments'),
    user: links.user('user:default/emma'),
    question: links.post('question', 1),
    article: links.post('article', 2) ?? 'none',
    editLink: links.editPost('link', 3) ?? 'none',
    articles: links.postList('article') ?? 'none',
    ask: links.createPost('question', { tags: ['a'], entities: ['b:c/d'] }),
    write: links.createPost('article') ?? 'none',
    share: links.createPost('link', { entities: ['b:c/d'] }) ?? 'none',
    types: links.postTypes.join(','),
  };
  return (
    <dl>
      {Object.entries(rows).map(([key, value]) => (
        <div key={key} data-testid={key}>
          {value}
        </div>
      ))}
    </dl>
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;

describe('useAgoraLinks', () => {
  it('routes every post type, tag, entity and person to its page', async () => {
    await renderAgora(<Links />);
    expect(text('tag')).toBe('/tags/c%23');
    // The ref is one path segment: its `/` is encoded, its `:` may stay.
    expect(text('entity')).toBe('/entities/component:default%2Fpayments');
    expect(text('user')).toBe('/users/user:default%2Femma');
    expect(text('question')).toBe('/questions/1');
    expect(text('ask')).toBe('/questions/ask?tags=a&entity=b%3Ac%2Fd');
    expect(text('article')).toBe('/articles/2');
    expect(text('editLink')).toBe('/links/3/edit');
    expect(text('articles')).toBe('/articles');
    expect(text('write')).toBe('/articles/write');
    expect(text('share')).toBe('/links/create?entity=b%3Ac%2Fd');
    expect(text('types')).toBe('question,article,link');
  });

  it('falls back to the filtered questions for a page the table lacks', async () => {
    await renderAgora(<Links />, {
      routes: AGORA_ROUTES.filter(
        page => page.id !== 'tag' && page.id !== 'user',
      ),
    });
    expect(text('tag')).toBe('/questions?tags=c%23');
    expect(text('entity')).toBe('/entities/component:default%2Fpayments');
    expect(text('user')).toBe('/questions?author=user%3Adefault%2Femma');
  });

  it('links to no page but the questions list given an empty table', async () => {
    await renderAgora(<Links />, { routes: [] });
    expect(text('tag')).toBe('/questions?tags=c%23');
    expect(text('user')).toBe('/questions?author=user%3Adefault%2Femma');
    expect(text('question')).toBe('');
    expect(text('article')).toBe('none');
    expect(text('write')).toBe('none');
    expect(text('types')).toBe('');
  });
});
