import { render, screen, waitFor, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@material-ui/core/styles';
import { axe } from 'jest-axe';
import type { Post } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import type { SeenRequest } from '../../../testing/handlers/http';
import { clickLinkHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import type { AgoraRoute } from '../../../routes';
import { PostCard } from './PostCard';
import { PostListItem } from './PostListItem';
import { PostSearchExcerpt } from './PostSearchExcerpt';

const server = setupMswServer();

async function renderRow(
  post: Post,
  options: {
    showType?: boolean;
    grid?: boolean;
    routes?: AgoraRoute[];
  } = {},
) {
  const Item = options.grid ? PostCard : PostListItem;
  return renderAgora(
    <ul aria-label="Posts">
      <Item post={post} showType={options.showType} />
    </ul>,
    { routes: options.routes },
  );
}

describe('PostListItem', () => {
  it('shows when a post was last active, once something happened since it was asked', async () => {
    await renderRow(
      makePost({
        created: '2024-05-01T10:00:00.000Z',
        lastActivity: '2024-05-04T08:30:00.000Z',
      }),
    );
    const active = screen.getByText('active', { exact: false });
    expect(active.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-05-04T08:30:00.000Z',
    );
  });

  it('shows no activity time for a post nothing happened to', async () => {
    await renderRow(makePost());
    expect(screen.queryByText('active', { exact: false })).toBeNull();
  });

  it('shows every field of a question row', async () => {
    const { container } = await renderRow(
      makePost({
        score: 3,
        views: 10,
        answersCount: 2,
        favorite: true,
        content:
          'Use **app-config** <script>alert(1)</script> and `locations`.',
        tags: ['catalog', 'yaml'],
        entities: ['component:default/payments'],
      }),
    );
    expect(screen.getByLabelText('3 votes')).toHaveTextContent('3 votes');
    expect(screen.getByLabelText('2 answers')).toBeInTheDocument();
    expect(screen.getByLabelText('Viewed 10 times')).toHaveAttribute(
      'title',
      'Viewed 10 times',
    );
    expect(
      screen.getByRole('link', { name: 'How do I configure the catalog?' }),
    ).toHaveAttribute('href', '/questions/1');
    expect(screen.getByTitle('In your favorites')).toBeInTheDocument();
    // Markdown stripped, nothing injected.
    expect(
      screen.getByText(/^Use app-config alert\(1\) and locations\.$/),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    // Tags and entities lead to their pages; people, without a page yet, to their questions.
    expect(tags.getByRole('link', { name: 'yaml' })).toHaveAttribute(
      'href',
      '/tags/yaml',
    );
    const entityList = screen.getByRole('list', { name: 'Entities' });
    // Entities are not tags: a row of their own, not the tags' row.
    expect(entityList.parentElement).not.toBe(
      screen.getByRole('list', { name: 'Tags' }).parentElement,
    );
    const entities = within(entityList);
    expect(entities.getByRole('link', { name: 'payments' })).toHaveAttribute(
      'href',
      '/entities/component:default%2Fpayments',
    );
    expect(screen.getByRole('link', { name: 'jane' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fjane',
    );
    expect(container.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2024-05-01T10:00:00.000Z',
    );
    // Single-type lists need no type chip.
    expect(screen.queryByText('Question')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks answered, correct and unanswered questions differently', async () => {
    await renderRow(makePost({ answersCount: 3, correctAnswer: true }));
    expect(
      screen.getByLabelText('3 answers, one is marked correct'),
    ).toBeInTheDocument();
    const unanswered = await renderRow(
      makePost({ id: 2, answersCount: 0, score: 1 }),
    );
    const zero = within(unanswered.container).getByLabelText('0 answers');
    const answered = screen.getByLabelText('3 answers, one is marked correct');
    expect(zero.className).not.toEqual(answered.className);
    expect(
      within(unanswered.container).getByLabelText('1 vote'),
    ).toHaveTextContent(/^1 vote$/);
  });

  it('words every count in the singular or plural as it needs', async () => {
    await renderRow(makePost({ score: -1, answersCount: 1, views: 1 }));
    expect(screen.getByLabelText('-1 votes')).toHaveTextContent(/^-1 votes$/);
    expect(screen.getByLabelText('1 answer')).toHaveTextContent(/^1 answer$/);
    expect(screen.getByLabelText('Viewed 1 time')).toHaveTextContent(
      /^1 view$/,
    );
    const zero = await renderRow(
      makePost({ id: 2, score: 0, answersCount: 0, views: 0 }),
    );
    const row = within(zero.container);
    expect(row.getByLabelText('0 votes')).toHaveTextContent(/^0 votes$/);
    expect(row.getByLabelText('0 answers')).toHaveTextContent(/^0 answers$/);
    expect(row.getByLabelText('Viewed 0 times')).toHaveTextContent(/^0 views$/);
  });

  it('names anonymous authors without linking them', async () => {
    await renderRow(makePost({ author: 'anonymous', anonymous: true }));
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /anonymous/i })).toBeNull();
    const own = await renderRow(
      makePost({
        id: 3,
        author: 'user:default/me',
        anonymous: true,
        own: true,
      }),
    );
    expect(
      within(own.container).getByText('You (anonymous)'),
    ).toBeInTheDocument();
  });

  it('shows a link row with its host, clicks and an Open link button that counts the click', async () => {
    const clicks: SeenRequest[] = [];
    server.use(
      clickLinkHandler({ onRequest: request => clicks.push(request) }),
    );
    const { user, container } = await renderRow(
      makePost({
        id: 5,
        type: 'link',
        url: 'https://backstage.io/docs',
        clicks: 4,
        answersCount: 0,
      }),
      { showType: true },
    );
    expect(screen.getByText('backstage.io')).toBeInTheDocument();
    expect(screen.getByLabelText('4 clicks')).toHaveTextContent(/^4 clicks$/);
    expect(screen.queryByLabelText('0 answers')).toBeNull();
    expect(screen.getByText('Link')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How do I configure the catalog?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'How do I configure the catalog?' }),
    ).toHaveAttribute('href', '/links/5');
    const open = screen.getByRole('link', { name: 'Open link' });
    expect(open).toHaveAttribute('href', 'https://backstage.io/docs');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom cannot open tabs; the click handler still runs.
    open.addEventListener('click', event => event.preventDefault());
    await user.click(open);
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].url.pathname).toMatch(/\/posts\/5\/click$/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers no Open link for an unsafe URL', async () => {
    // eslint-disable-next-line no-script-url -- the unsafe URL is what is tested
    await renderRow(makePost({ type: 'link', url: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link', { name: 'Open link' })).toBeNull();
  });

  describe('on search results', () => {
    const found = makePost({
      content: 'How it starts, which the excerpt replaces.',
      excerpt: [
        { text: '…pool the connections with ' },
        { text: 'PgBouncer', match: true },
        { text: ' in <b>transaction</b> mode, then ' },
        { text: 'pool', match: true },
        { text: ' size…' },
      ],
    });

    it.each([
      ['row', false],
      ['card', true],
    ])(
      'shows where a %s matched, the matched words marked, as text only',
      async (_kind, grid) => {
        const { container } = await renderRow(found, { grid });
        const excerpt = screen.getByText(/pool the connections with/);
        expect(excerpt).toHaveTextContent(
          '…pool the connections with PgBouncer in <b>transaction</b> mode, then pool size…',
        );
        expect(
          [...excerpt.querySelectorAll('mark')].map(mark => mark.textContent),
        ).toEqual(['PgBouncer', 'pool']);
        // The server's text stays text: no element comes out of it.
        expect(excerpt.querySelector('b')).toBeNull();
        expect(screen.queryByText(/How it starts/)).toBeNull();
        expect(await axe(container)).toHaveNoViolations();
      },
    );

    it('shows the start of the content when the excerpt is empty', async () => {
      await renderRow({ ...found, excerpt: [] });
      expect(screen.getByText(/How it starts/)).toBeInTheDocument();
      expect(document.querySelector('mark')).toBeNull();
    });

    it('tints the marks for the theme, in its own text colour', async () => {
      const markStyle = (type: 'light' | 'dark') => {
        const theme = createTheme({ palette: { type } });
        const { container, unmount } = render(
          <ThemeProvider theme={theme}>
            <PostSearchExcerpt parts={[{ text: 'helm', match: true }]} />
          </ThemeProvider>,
        );
        const style = getComputedStyle(container.querySelector('mark')!);
        const colours = {
          background: style.backgroundColor,
          color: style.color,
        };
        unmount();
        return colours;
      };
      const light = markStyle('light');
      const dark = markStyle('dark');
      expect(light.background).not.toBe('');
      expect(dark.background).not.toBe(light.background);
      // The theme's primary text: white on the dark paper.
      expect(dark.color).toBe('rgb(255, 255, 255)');
      expect(light.color).not.toBe(dark.color);
    });
  });

  it('renders the same content as a grid card', async () => {
    const { container } = await renderRow(
      makePost({ type: 'article', id: 9, favorite: true, score: 2 }),
      {
        grid: true,
        showType: true,
      },
    );
    expect(
      screen.getByRole('link', { name: 'How do I configure the catalog?' }),
    ).toHaveAttribute('href', '/articles/9');
    expect(screen.getByText('Article')).toBeInTheDocument();
    expect(screen.getByLabelText('2 votes')).toBeInTheDocument();
    expect(screen.queryByLabelText(/answers?$/)).toBeNull();
    expect(screen.getByTitle('In your favorites')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
