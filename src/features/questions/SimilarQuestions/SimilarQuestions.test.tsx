import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axe } from 'jest-axe';
import type { Post, PostsQuery } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TEST_BASE_URL } from '../../../testing/testApis';
import { SimilarQuestions } from './SimilarQuestions';
import { similarKeywords } from './similarKeywords';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** A search over `posts` that matches titles containing the query, as the server would. */
function searchHandler(posts: Post[], seen: PostsQuery[]) {
  return http.post(`${TEST_BASE_URL}/posts/query`, async ({ request }) => {
    const query = (await request.json()) as PostsQuery;
    seen.push(query);
    const word = (query.searchQuery ?? '').toLowerCase();
    const found = posts.filter(p => p.title.toLowerCase().includes(word));
    return HttpResponse.json({ posts: found, total: found.length });
  });
}

describe('similarKeywords', () => {
  it('keeps the longest telling words and drops the common ones', () => {
    expect(similarKeywords('How do I refresh the catalog locations?')).toEqual([
      'locations',
      'refresh',
      'catalog',
    ]);
    expect(similarKeywords('Why is it so?')).toEqual([]);
    expect(similarKeywords('C# and c++ on k8s', 5)).toEqual(['c++', 'k8s']);
  });
});

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

  it('lists the questions matching most keywords first, each opening in a new tab', async () => {
    const seen: PostsQuery[] = [];
    server.use(searchHandler([adding, stale], seen));
    await renderAgora(
      <SimilarQuestions title="Where are my catalog locations" />,
    );

    const region = await screen.findByRole('region', {
      name: 'Similar questions',
    });
    await waitFor(() =>
      expect(within(region).getAllByRole('link')).toHaveLength(2),
    );
    const links = within(region).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/Catalog locations are stale/);
    expect(links[0]).toHaveAttribute('href', '/questions/7');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0]).getByText('1 answer')).toBeInTheDocument();
    expect(within(items[1]).getByText('0 answers')).toBeInTheDocument();
    expect(seen.map(q => q.searchQuery).sort()).toEqual([
      'catalog',
      'locations',
    ]);
    expect(seen.every(q => q.type === 'question')).toBe(true);
  });

  it('shows nothing and searches nothing for a title without telling words', async () => {
    const seen: PostsQuery[] = [];
    server.use(searchHandler([stale], seen));
    const { container } = await renderAgora(
      <SimilarQuestions title="How do I?" />,
    );
    await new Promise(resolve => setTimeout(resolve, 700));
    expect(seen).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    server.use(searchHandler([adding, stale], []));
    const { container } = await renderAgora(
      <SimilarQuestions title="catalog" />,
    );
    await screen.findByRole('region', { name: 'Similar questions' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
