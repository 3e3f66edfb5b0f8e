import { screen, waitFor, within } from '@testing-library/react';
import { renderInTestApp } from '@backstage/test-utils';
import type { SearchResult } from '@backstage/plugin-search-common';
import { SearchResultListItemExtensions } from '@backstage/plugin-search-react';
import { axe, toHaveNoViolations } from 'jest-axe';
import type {
  AgoraCollectionSearchDocument,
  AgoraPostSearchDocument,
} from '../../../api/types';
import { AgoraSearchResultListItem } from '../../../plugin';
import {
  catalogUser,
  testCatalog,
  WithCatalog,
  type TestCatalog,
} from '../../../testing/catalog';

expect.extend(toHaveNoViolations);

const created = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();

const post = (
  overrides: Partial<AgoraPostSearchDocument> = {},
): AgoraPostSearchDocument => ({
  title: 'How do I rotate keys?',
  text: 'Use the vault CLI to rotate keys every month.',
  location: '/agora/questions/12',
  kind: 'question',
  created,
  author: 'user:default/jane.doe',
  score: 5,
  answersCount: 1,
  views: 40,
  tags: ['security'],
  ...overrides,
});

const collection: AgoraCollectionSearchDocument = {
  title: 'Onboarding',
  text: 'Start here',
  location: '/agora/collections/3',
  kind: 'collection',
  created,
  author: 'user:default/carol',
  postsCount: 7,
};

const pre = '<hl-1>';
const postTag = '</hl-1>';

/**
 * Renders results the way the search page does, through the extension;
 * without a catalog the authors' names come from their refs.
 */
async function renderResults(results: SearchResult[], catalog?: TestCatalog) {
  const list = (
    <SearchResultListItemExtensions results={results}>
      <AgoraSearchResultListItem />
    </SearchResultListItemExtensions>
  );
  return renderInTestApp(
    catalog ? <WithCatalog catalog={catalog}>{list}</WithCatalog> : list,
  );
}

const metaOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('li')!;

describe('AgoraSearchResultListItem', () => {
  it('shows a question with icon, linked title, meta line and excerpt', async () => {
    const { container } = await renderResults([
      { type: 'agora', document: post() },
    ]);
    const link = await screen.findByRole('link', {
      name: 'How do I rotate keys?',
    });
    expect(link).toHaveAttribute('href', '/agora/questions/12');
    const item = within(metaOf('How do I rotate keys?'));
    expect(item.getByText('Question')).toBeInTheDocument();
    expect(item.getByText('3 days ago')).toBeInTheDocument();
    expect(item.getByText('jane.doe')).toBeInTheDocument();
    expect(item.getByText('5 votes')).toBeInTheDocument();
    expect(item.getByText('1 answer')).toBeInTheDocument();
    expect(item.getByText('40 views')).toBeInTheDocument();
    expect(
      item.getByText('Use the vault CLI to rotate keys every month.'),
    ).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows each kind with its own label and links and Anonymous for a masked author', async () => {
    await renderResults([
      {
        type: 'agora',
        document: post({
          title: 'Release trains',
          kind: 'article',
          location: '/agora/articles/4',
          author: 'anonymous',
          score: 1,
          views: 1,
          answersCount: 0,
        }),
      },
      {
        type: 'agora',
        document: post({
          title: 'Kubernetes limits',
          kind: 'link',
          location: '/agora/links/5',
        }),
      },
      { type: 'agora', document: collection },
    ]);
    const article = within(metaOf('Release trains'));
    expect(article.getByText('Article')).toBeInTheDocument();
    expect(article.getByText('Anonymous')).toBeInTheDocument();
    expect(article.getByText('1 vote')).toBeInTheDocument();
    expect(article.getByText('1 view')).toBeInTheDocument();
    // Only questions are answered.
    expect(article.queryByText(/answer/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Kubernetes limits' }),
    ).toHaveAttribute('href', '/agora/links/5');
    const link = within(metaOf('Kubernetes limits'));
    expect(link.getByText('Link')).toBeInTheDocument();
    expect(link.getByText('40 views')).toBeInTheDocument();
    expect(link.queryByText(/answer/)).toBeNull();
    const onboarding = within(metaOf('Onboarding'));
    expect(screen.getByRole('link', { name: 'Onboarding' })).toHaveAttribute(
      'href',
      '/agora/collections/3',
    );
    expect(onboarding.getByText('Collection')).toBeInTheDocument();
    expect(onboarding.getByText('carol')).toBeInTheDocument();
    expect(onboarding.getByText('7 posts')).toBeInTheDocument();
    expect(onboarding.queryByText(/votes|answers|views/)).toBeNull();
  });

  it("shows the authors' catalog display names, read in one batch", async () => {
    const catalog = testCatalog(catalogUser('priya.patel', 'Priya Patel'));
    const lookups = jest.spyOn(catalog, 'getEntitiesByRefs');
    await renderResults(
      [
        {
          type: 'agora',
          document: post({ author: 'user:default/priya.patel' }),
        },
        {
          type: 'agora',
          document: post({ title: 'Release trains', author: 'anonymous' }),
        },
        { type: 'agora', document: collection },
      ],
      catalog,
    );
    expect(
      await within(metaOf('How do I rotate keys?')).findByText('Priya Patel'),
    ).toBeInTheDocument();
    expect(
      within(metaOf('Release trains')).getByText('Anonymous'),
    ).toBeInTheDocument();
    // Not in the catalog: the name from the ref.
    expect(within(metaOf('Onboarding')).getByText('carol')).toBeInTheDocument();
    expect(lookups).toHaveBeenCalledTimes(1);
    // A masked author is never looked up.
    expect(lookups.mock.calls[0][0].entityRefs).toEqual([
      'user:default/priya.patel',
      'user:default/carol',
    ]);
  });

  it('keeps the search highlights in the title and the excerpt', async () => {
    const { container } = await renderResults([
      {
        type: 'agora',
        document: post(),
        highlight: {
          preTag: pre,
          postTag,
          fields: {
            title: `How do I rotate ${pre}keys${postTag}?`,
            text: `Use the ${pre}vault${postTag} CLI to rotate ${pre}keys${postTag} every month.`,
          },
        },
      },
    ]);
    const link = await screen.findByRole('link', {
      name: 'How do I rotate keys?',
    });
    expect(within(link).getByText('keys').tagName).toBe('MARK');
    expect(
      [...container.querySelectorAll('mark')].map(mark => mark.textContent),
    ).toEqual(['keys', 'vault', 'keys']);
    expect(container.textContent).not.toContain(pre);
  });

  it('shows mentions in the excerpt as display names or handles, a matched one marked whole', async () => {
    const catalog = testCatalog(catalogUser('aisha.khan', 'Aisha Khan'));
    const { container } = await renderResults(
      [
        {
          type: 'agora',
          document: post({
            text: 'Ask @user:default/aisha.khan or @group:default/payments.',
          }),
        },
        {
          type: 'agora',
          document: post({ title: 'Release trains' }),
          highlight: {
            preTag: pre,
            postTag,
            fields: {
              text: `cc @user:default/${pre}aisha${postTag}.khan on ${pre}keys${postTag}`,
            },
          },
        },
      ],
      catalog,
    );
    const first = within(metaOf('How do I rotate keys?'));
    expect(
      await first.findByText('Ask @Aisha Khan or @payments.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('mark')].map(mark => mark.textContent),
      ).toEqual(['@Aisha Khan', 'keys']),
    );
    expect(container.textContent).not.toContain('user:default');
  });

  it('leaves documents of other types to other items', async () => {
    await renderResults([
      {
        type: 'software-catalog',
        document: {
          title: 'payments',
          text: 'A service',
          location: '/catalog/payments',
        },
      },
    ]);
    expect(await screen.findByText('payments')).toBeInTheDocument();
    expect(screen.queryByText('Question')).toBeNull();
  });
});
