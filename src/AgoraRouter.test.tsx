import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { mockBreakpoint } from '@backstage/test-utils';
import { AgoraPage } from './AgoraPage';
import { AGORA_PAGE_PATHS } from './AgoraRouter';
import { makeAnswer, makeComment, makePost } from './testing/fixtures/posts';
import { aiOffHandler } from './testing/handlers/ai';
import { getEntitiesHandler } from './testing/handlers/entities';
import {
  getFollowedEntitiesHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
} from './testing/handlers/follows';
import {
  getPostHandler,
  getPostListHandler,
  getPostsHandler,
} from './testing/handlers/posts';
import { getTagsHandler } from './testing/handlers/tags';
import { getTemplatesHandler } from './testing/handlers/templates';
import { setupMswServer } from './testing/mswServer';
import { renderAgora } from './testing/renderAgora';

const server = setupMswServer();
// Whole pages in a Backstage test app: slow on a busy machine.
jest.setTimeout(60_000);

const tagged = {
  tags: ['catalog'],
  entities: ['component:default/payments'],
  author: 'user:default/emma',
  canEdit: true,
};
// Every kind of post a list may hold, so links to types without pages show up.
const posts = [
  makePost({ id: 1, ...tagged, favorite: true }),
  makePost({ id: 2, type: 'article', title: 'An article', ...tagged }),
  makePost({
    id: 3,
    type: 'link',
    title: 'A link',
    url: 'https://example.com/',
    ...tagged,
  }),
];
const question = makePost({
  id: 1,
  ...tagged,
  updated: '2024-05-02T10:00:00.000Z',
  updatedBy: 'user:default/moderator',
  comments: [makeComment({ author: 'user:default/sam' })],
  answers: [makeAnswer({ id: 11, author: 'user:default/bob' })],
});

/** Agora's own addresses among the rendered links: not external, not in-page. */
function agoraHrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a[href]'))
    .map(a => a.getAttribute('href')!)
    .filter(href => href.startsWith('/'));
}

const routes = AGORA_PAGE_PATHS.map(path => ({ path }));

describe('links of the main screens', () => {
  beforeEach(() => {
    // Wide, so the right panel's links are rendered too.
    mockBreakpoint({ matches: true });
    server.use(
      getPostsHandler({ body: { posts, total: posts.length } }),
      getPostListHandler({ body: { posts, total: posts.length } }),
      getPostHandler({ body: question }),
      getFollowedTagsHandler(),
      getFollowedEntitiesHandler(),
      getFollowedUsersHandler(),
      getTagsHandler(),
      getEntitiesHandler(),
      getTemplatesHandler({ body: { templates: [], total: 0 } }),
      aiOffHandler(),
    );
  });

  it.each([
    ['/questions', 'How do I configure the catalog?'],
    ['/favorites', 'How do I configure the catalog?'],
    ['/questions/1', 'Add a comment'],
    ['/questions/1/edit', 'Save changes'],
    ['/questions/ask', 'Post your question'],
  ])('%s links only to pages that exist', async (route, ready) => {
    const { container } = await renderAgora(<AgoraPage />, {
      route,
      path: '/*',
    });
    expect((await screen.findAllByText(ready)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryAllByRole('progressbar')).toHaveLength(0),
    );
    const hrefs = agoraHrefs(container);
    expect(hrefs.length).toBeGreaterThan(0);
    const dead = hrefs.filter(
      href => !matchRoutes(routes, href.split(/[?#]/)[0]!),
    );
    expect(dead).toEqual([]);
  });

  it('finds the links it checks: tags, entities and authors lead to the filtered questions', async () => {
    const { container } = await renderAgora(<AgoraPage />, {
      route: '/questions',
      path: '/*',
    });
    await screen.findAllByText('How do I configure the catalog?');
    const hrefs = agoraHrefs(container);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/questions/1',
        '/questions?tags=catalog',
        '/questions?entities=component%3Adefault%2Fpayments',
        '/questions?author=user%3Adefault%2Femma',
      ]),
    );
    // Articles and links have no pages yet: their titles are not links.
    expect(screen.queryByRole('link', { name: 'An article' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'A link' })).toBeNull();
  });
});
