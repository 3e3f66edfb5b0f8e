import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderAgora } from '../testing/renderAgora';
import { selectListFilters, selectPostsQuery } from '../state/listFiltersSlice';
import { DEFAULT_LIST_FILTERS } from '../state/listFilters';
import { useListFiltersFromUrl } from './useListFiltersFromUrl';

/** A minimal list: shows the URL and the query, and changes filters on click. */
function ListProbe({ listId = 'questions' }: { listId?: string }) {
  const { query, changeFilters, resetFilters } = useListFiltersFromUrl(listId, {
    type: 'question',
  });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="url">{location.search}</output>
      <output aria-label="query">{JSON.stringify(query)}</output>
      <button
        onClick={() =>
          changeFilters({ tags: ['react', 'catalog'], noAnswers: true })
        }
      >
        filter
      </button>
      <button onClick={() => changeFilters({ page: 3 })}>page 3</button>
      <button onClick={() => changeFilters({ view: 'grid' })}>grid</button>
      <button onClick={() => changeFilters({ pageSize: 50 })}>size 50</button>
      <button onClick={() => resetFilters()}>reset</button>
      <button onClick={() => navigate(-1)}>back</button>
      <button onClick={() => navigate(1)}>forward</button>
    </div>
  );
}

const url = () => screen.getByLabelText('url').textContent;
const query = () => JSON.parse(screen.getByLabelText('query').textContent!);

describe('useListFiltersFromUrl', () => {
  it('reads the filters of a shared link into the store on arrival', async () => {
    const { store } = await renderAgora(<ListProbe />, {
      route:
        '/questions?q=helm%20chart&tags=b&tags=a&tagsRelation=and&page=2&pageSize=25&range=7d',
    });
    expect(selectListFilters(store.getState(), 'questions')).toMatchObject({
      type: 'question',
      searchQuery: 'helm chart',
      tags: ['b', 'a'],
      tagsRelation: 'and',
      page: 2,
      pageSize: 25,
      dateRange: '7d',
    });
    expect(query()).toMatchObject({
      type: 'question',
      searchQuery: 'helm chart',
      tags: ['a', 'b'],
      limit: 25,
      offset: 25,
    });
    expect(query()).toEqual(selectPostsQuery(store.getState(), 'questions'));
  });

  it('ignores invalid values and keeps unrelated params', async () => {
    const { store } = await renderAgora(<ListProbe />, {
      route: '/questions?tab=answers&page=-1&order=sideways&pageSize=13',
    });
    expect(selectListFilters(store.getState(), 'questions')).toEqual({
      ...DEFAULT_LIST_FILTERS,
      type: 'question',
    });
    // Invalid values are tidied away; the page's own param stays.
    expect(url()).toBe('?tab=answers');
  });

  it('writes changes to the URL, and back/forward restores them', async () => {
    const { user, store } = await renderAgora(<ListProbe />, {
      route: '/questions',
    });
    expect(url()).toBe('');

    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(url()).toBe('?tags=react&tags=catalog&noAnswers=true');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(url()).toBe('?tags=react&tags=catalog&noAnswers=true&page=3');
    expect(query()).toMatchObject({ offset: 20, noAnswers: true });

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(url()).toBe('?tags=react&tags=catalog&noAnswers=true');
    expect(selectListFilters(store.getState(), 'questions')?.page).toBe(1);

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(url()).toBe('');
    expect(selectListFilters(store.getState(), 'questions')).toMatchObject({
      tags: [],
      noAnswers: false,
    });

    await user.click(screen.getByRole('button', { name: 'forward' }));
    expect(query()).toMatchObject({
      tags: ['catalog', 'react'],
      noAnswers: true,
    });
  });

  it('keeps the view out of the URL but remembers it for the list', async () => {
    const { user, store } = await renderAgora(<ListProbe />, {
      route: '/questions',
    });
    await user.click(screen.getByRole('button', { name: 'grid' }));
    expect(url()).toBe('');
    expect(store.getState().preferences.views.questions).toBe('grid');
    expect(selectListFilters(store.getState(), 'questions')?.view).toBe('grid');
  });

  it('starts a new page size at page 1, though the size also becomes the remembered default', async () => {
    const { user } = await renderAgora(<ListProbe />, {
      route: '/questions?page=3',
    });
    expect(query()).toMatchObject({ offset: 20 });
    await user.click(screen.getByRole('button', { name: 'size 50' }));
    expect(query()).toMatchObject({ limit: 50, offset: 0 });
    expect(url()).toBe('');
  });

  it('resets to the defaults and cleans the URL', async () => {
    const { user } = await renderAgora(<ListProbe />, {
      route: '/questions?noVotes=true&q=x',
    });
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(url()).toBe('');
    expect(query()).not.toHaveProperty('noVotes');
  });

  it('lets the URL win over filters left in the store by an earlier visit', async () => {
    const { store } = await renderAgora(<ListProbe />, {
      route: '/questions?orderBy=views',
      preloadedState: {
        listFilters: {
          questions: {
            ...DEFAULT_LIST_FILTERS,
            orderBy: 'title',
            noVotes: true,
          },
        },
      },
    });
    await act(async () => {});
    expect(selectListFilters(store.getState(), 'questions')).toMatchObject({
      orderBy: 'views',
      noVotes: false,
    });
    expect(url()).toBe('?orderBy=views');
  });
});
