import { useState } from 'react';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axe } from 'jest-axe';
import type { Post, PostsQuery } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TEST_BASE_URL } from '../../../testing/testApis';
import { SimilarQuestions } from './SimilarQuestions';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** The server's answer to every search: its best matches, in its order. */
function searchHandler(posts: Post[], seen: PostsQuery[]) {
  return http.post(`${TEST_BASE_URL}/posts/query`, async ({ request }) => {
    seen.push((await request.json()) as PostsQuery);
    return HttpResponse.json({ posts, total: posts.length });
  });
}

describe('SimilarQuestions', () => {
  const stale = makePost({
    id: 7,
    title: 'Catalog locations are stale',
    answersCount: 1,
    correctAnswer: true,
  });
  const adding = makePost({
    id: 8,
    title: 'Adding catalog entities',
    answersCount: 0,
  });

  it("asks once for the typed title, best match first, and lists the questions in the server's order, each opening in a new tab", async () => {
    const seen: PostsQuery[] = [];
    server.use(searchHandler([stale, adding], seen));
    await renderAgora(
      <SimilarQuestions title="  Where are my   catalog locations " />,
    );

    const region = await screen.findByRole('region', {
      name: 'Similar questions',
    });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(/Catalog locations are stale/);
    expect(links[0]).toHaveAttribute('href', '/questions/7');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[1]).toHaveAccessibleName(/Adding catalog entities/);
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0]).getByText('1 answer')).toBeInTheDocument();
    expect(within(items[1]).getByText('0 answers')).toBeInTheDocument();
    // The whole title, one request: the server drops common words and
    // corrects typos itself.
    expect(seen).toEqual([
      {
        searchQuery: 'Where are my catalog locations',
        type: 'question',
        limit: 5,
        orderBy: 'relevance',
      },
    ]);
  });

  it('waits for typing to pause before it asks', async () => {
    const seen: PostsQuery[] = [];
    server.use(searchHandler([stale], seen));
    function Typed() {
      const [title, setTitle] = useState('');
      return (
        <>
          <input
            aria-label="Title"
            value={title}
            onChange={e => setTitle(e.target.value)}
          />
          <SimilarQuestions title={title} />
        </>
      );
    }
    const { user } = await renderAgora(<Typed />);
    await user.type(
      screen.getByRole('textbox', { name: 'Title' }),
      'Catalog loc',
    );
    await screen.findByRole('region', { name: 'Similar questions' });
    expect(seen.map(q => q.searchQuery)).toEqual(['Catalog loc']);
  });

  it.each(['', 'a', 'Is k8 ok?'])(
    'shows nothing and searches nothing for a title without a word of three letters: "%s"',
    async title => {
      const seen: PostsQuery[] = [];
      server.use(searchHandler([stale], seen));
      const { container } = await renderAgora(
        <SimilarQuestions title={title} />,
      );
      await new Promise(resolve => setTimeout(resolve, 700));
      expect(seen).toEqual([]);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('has no accessibility violations', async () => {
    server.use(searchHandler([adding, stale], []));
    const { container } = await renderAgora(
      <SimilarQuestions title="catalog" />,
    );
    await screen.findByRole('region', { name: 'Similar questions' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
