import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { PermissionsResponse, Post } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { makeTag } from '../../../testing/fixtures/tags';
import { makeTemplate } from '../../../testing/fixtures/templates';
import {
  createDeferred,
  type SeenRequest,
} from '../../../testing/handlers/http';
import {
  getPermissionsHandler,
  MEMBER_PERMISSIONS,
  MODERATOR_PERMISSIONS,
} from '../../../testing/handlers/permissions';
import {
  deletePostHandler,
  getPostsHandler,
  restorePostHandler,
} from '../../../testing/handlers/posts';
import {
  tagScreenHandlers,
  updateTagHandler,
} from '../../../testing/handlers/tags';
import { getTemplatesHandler } from '../../../testing/handlers/templates';
import { getReviewsHandler } from '../../../testing/handlers/reviews';
import { reopenQuestionHandler } from '../../../testing/handlers/duplicates';
import {
  getFlaggedItemsHandler,
  getOpenFlagsCountHandler,
} from '../../../testing/handlers/flags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { ModeratePage } from './ModeratePage';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const spam = makePost({
  id: 5,
  title: 'Cheap cloud credits',
  type: 'link',
  url: 'https://example.com/',
  status: 'deleted',
  author: 'user:default/chloe',
  deletedBy: 'user:default/maria',
  deleted: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
const duplicate = makePost({
  id: 4,
  title: 'How do I restart payments?',
  status: 'deleted',
  deleteReason: 'Duplicate of the runbook question',
  author: 'user:default/sofia',
  deletedBy: 'user:default/maria',
  deleted: new Date(Date.now() - 24 * 3600_000).toISOString(),
});
const deleted = [spam, duplicate];

/** Shows the address and offers the browser's Back and Forward. */
function Location() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => navigate(1)}>Forward</button>
    </>
  );
}

/** The page at `route` for a moderator (or not), with the deleted posts served. */
async function renderModerate(
  route = '/moderate?tab=deleted',
  {
    moderator = true,
    permissions = moderator ? MODERATOR_PERMISSIONS : MEMBER_PERMISSIONS,
    posts = deleted,
    total,
    openFlags = 1,
    toReview = 2,
  }: {
    moderator?: boolean;
    permissions?: PermissionsResponse;
    posts?: Post[];
    total?: number;
    /** What the open flags count answers. */
    openFlags?: number;
    /** The total of `GET /reviews`. */
    toReview?: number;
  } = {},
) {
  const queries: SeenRequest[] = [];
  const reviews: SeenRequest[] = [];
  server.use(
    getPermissionsHandler({ body: permissions }),
    getPostsHandler({
      body: { posts, total: total ?? posts.length },
      onRequest: request => queries.push(request),
    }),
    getFlaggedItemsHandler(),
    getOpenFlagsCountHandler({ body: { count: openFlags } }),
    getReviewsHandler({
      body: { posts: [], total: toReview },
      onRequest: request => reviews.push(request),
    }),
  );
  const view = await renderAgora(
    <>
      <ModeratePage />
      <Location />
    </>,
    { route },
  );
  return { queries, reviews, ...view };
}

const row = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('ModeratePage for someone who is not a moderator', () => {
  it('shows a progress state while the flag loads, then "not allowed" with a way back', async () => {
    const held = createDeferred();
    server.use(
      getPermissionsHandler({ body: MEMBER_PERMISSIONS, hold: held.promise }),
    );
    await renderAgora(<ModeratePage />, { route: '/moderate' });
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to questions' }),
    ).toHaveAttribute('href', '/questions');
    // Nothing a moderator would see was asked for.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('treats a 403 as not a moderator', async () => {
    server.use(getPermissionsHandler({ status: 403, body: null }));
    await renderAgora(<ModeratePage />, { route: '/moderate' });
    expect(
      await screen.findByRole('heading', { name: 'Not allowed' }),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    server.use(getPermissionsHandler());
    const { container } = await renderAgora(<ModeratePage />, {
      route: '/moderate',
    });
    await screen.findByRole('heading', { name: 'Not allowed' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ModeratePage: Deleted posts', () => {
  it('lists every type, newest deletion first, with reason, deleter and time', async () => {
    const { queries } = await renderModerate();
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 deleted posts' }),
    ).toBeInTheDocument();
    expect(queries[0]!.body).toEqual({
      status: 'deleted',
      orderBy: 'deleted',
      limit: 10,
      offset: 0,
    });
    const first = within(row('Cheap cloud credits'));
    expect(first.getByText('Link')).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Cheap cloud credits' }),
    ).toHaveAttribute('href', '/links/5');
    expect(first.getByText('No reason given')).toBeInTheDocument();
    expect(first.getByText('3 hours ago')).toBeInTheDocument();
    const second = within(row('How do I restart payments?'));
    expect(second.getByText('Question')).toBeInTheDocument();
    expect(
      second.getByText('Duplicate of the runbook question'),
    ).toBeInTheDocument();
    expect(second.getByText('yesterday')).toBeInTheDocument();
    const deleter = second
      .getAllByRole('link')
      .map(link => link.getAttribute('href'));
    expect(deleter).toContain('/users/user:default%2Fmaria');
  });

  it('shows the empty state', async () => {
    await renderModerate('/moderate?tab=deleted', { posts: [] });
    expect(await screen.findByText('No deleted posts')).toBeInTheDocument();
  });

  it('keeps the page in the URL: Back and Forward move between pages, a reload keeps it', async () => {
    const { queries, user, unmount } = await renderModerate(undefined, {
      total: 25,
    });
    const location = screen.getByTestId('location');
    await screen.findByRole('heading', { name: '25 deleted posts' });
    const offsets = () =>
      queries.map(query => (query.body as { offset: number }).offset);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(location).toHaveTextContent(/^\/moderate\?tab=deleted&page=2$/);
    await waitFor(() => expect(offsets()).toEqual([0, 10]));
    expect(
      await screen.findByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location).toHaveTextContent(/^\/moderate\?tab=deleted$/);
    expect(
      await screen.findByRole('button', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(location).toHaveTextContent(/^\/moderate\?tab=deleted&page=2$/);
    expect(
      await screen.findByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'true');
    unmount();

    // A reload (a fresh store) of the address reads the page it names.
    const reloaded = await renderModerate('/moderate?tab=deleted&page=2', {
      total: 25,
    });
    await screen.findByRole('heading', { name: '25 deleted posts' });
    expect(reloaded.queries[0]!.body).toMatchObject({ offset: 10, limit: 10 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves from a page past the end to the last page', async () => {
    const { queries } = await renderModerate('/moderate?tab=deleted&page=3', {
      posts: [],
      total: 12,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/moderate\?tab=deleted&page=2$/,
      ),
    );
    // Besides the first page, which the tab's count reads.
    await waitFor(() =>
      expect(
        queries
          .map(query => (query.body as { offset: number }).offset)
          .filter(offset => offset !== 0),
      ).toEqual([20, 10]),
    );
  });

  it('shows a failed read with Retry, which reads again', async () => {
    server.use(
      getPermissionsHandler({ body: MODERATOR_PERMISSIONS }),
      getPostsHandler({ status: 500, body: { errors: [{ message: 'down' }] } }),
    );
    const { user } = await renderAgora(<ModeratePage />, {
      route: '/moderate?tab=deleted',
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.use(getPostsHandler({ body: { posts: deleted, total: 2 } }));
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: '2 deleted posts' }),
    ).toBeInTheDocument();
  });

  it('takes a restored post off the list at once and keeps it off once restored', async () => {
    const held = createDeferred();
    const restores: string[] = [];
    const { user } = await renderModerate();
    await screen.findByRole('heading', { name: '2 deleted posts' });
    server.use(
      restorePostHandler({
        body: { ...spam, status: 'active' },
        hold: held.promise,
        onRequest: request => restores.push(request.url.pathname),
      }),
      // What the list reads after the restore.
      getPostsHandler({ body: { posts: [duplicate], total: 1 } }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Restore “Cheap cloud credits”' }),
    );
    // Gone while the server has not answered yet.
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Cheap cloud credits' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('heading', { name: '1 deleted post' }),
    ).toBeInTheDocument();
    held.release();
    await waitFor(() =>
      expect(restores).toEqual(['/api/agora/posts/5/restore']),
    );
    expect(
      await screen.findByRole('heading', { name: '1 deleted post' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Cheap cloud credits' }),
    ).not.toBeInTheDocument();
  });

  it('puts the post back with an alert when the restore fails', async () => {
    const held = createDeferred();
    const { user, extra } = await renderModerate();
    await screen.findByRole('heading', { name: '2 deleted posts' });
    server.use(
      restorePostHandler({
        status: 500,
        body: { errors: [{ message: 'Database unavailable' }] },
        hold: held.promise,
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Restore “Cheap cloud credits”' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Cheap cloud credits' }),
      ).not.toBeInTheDocument(),
    );
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Cheap cloud credits' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '2 deleted posts' }),
    ).toBeInTheDocument();
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to restore post: Database unavailable',
      severity: 'error',
    });
  });

  it('deletes a post permanently after a confirmation naming it', async () => {
    const purges: SeenRequest[] = [];
    const { user } = await renderModerate();
    await screen.findByRole('heading', { name: '2 deleted posts' });
    server.use(
      deletePostHandler({ onRequest: request => purges.push(request) }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Delete “Cheap cloud credits” permanently',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Delete “Cheap cloud credits” permanently?',
    });
    expect(purges).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete permanently' }),
    );
    await waitFor(() => expect(purges).toHaveLength(1));
    expect(purges[0]!.url.pathname).toBe('/api/agora/posts/5');
    expect(purges[0]!.url.searchParams.get('permanent')).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderModerate();
    await screen.findByRole('heading', { name: '2 deleted posts' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ModeratePage tabs', () => {
  it('opens on Flags, what the badge on Moderate counts', async () => {
    await renderModerate('/moderate');
    expect(
      await screen.findByRole('tab', { name: /^Flags/, selected: true }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByRole('heading', { name: '1 flagged item' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/moderate$/);
  });

  it('shows on each work tab how much waits there, from the totals of the reads it already makes', async () => {
    const { queries, reviews } = await renderModerate('/moderate', {
      posts: deleted,
      total: 5,
      openFlags: 3,
      toReview: 31,
    });
    expect(
      await screen.findByRole('tab', { name: 'Flags (3)', selected: true }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Needs review (31)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Deleted posts (5)' }),
    ).toBeInTheDocument();
    // Tabs without a queue show none.
    expect(screen.getByRole('tab', { name: 'Duplicates' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tags' })).toBeInTheDocument();
    // One read each, the tabs' first pages: nothing per row.
    expect(queries.map(query => query.body)).toEqual([
      { status: 'deleted', orderBy: 'deleted', limit: 10, offset: 0 },
    ]);
    expect(
      reviews.map(request => Object.fromEntries(request.url.searchParams)),
    ).toEqual([{ scope: 'all', limit: '10', offset: '0' }]);
  });

  it('reads nothing again when a counted tab opens on its first page', async () => {
    const { queries, user } = await renderModerate('/moderate');
    await screen.findByRole('tab', { name: 'Deleted posts (2)' });
    await user.click(screen.getByRole('tab', { name: 'Deleted posts (2)' }));
    expect(
      await screen.findByRole('heading', { name: '2 deleted posts' }),
    ).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });

  it('leaves out Templates for a moderator who may not manage templates, even when named in the URL', async () => {
    await renderModerate('/moderate?tab=templates', {
      permissions: { ...MODERATOR_PERMISSIONS, manageTemplates: false },
    });
    expect(
      await screen.findByRole('tab', { name: /^Flags/, selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tags' })).toBeInTheDocument();
    expect(
      screen.queryByRole('tab', { name: 'Templates' }),
    ).not.toBeInTheDocument();
  });

  it('opens the templates from the URL', async () => {
    server.use(
      getTemplatesHandler({
        body: { templates: [makeTemplate({ title: 'Incident' })], total: 1 },
      }),
    );
    await renderModerate('/moderate?tab=templates');
    expect(
      await screen.findByRole('tab', { name: 'Templates' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Incident')).toBeInTheDocument();
  });

  const kafka = makeTag({
    id: 9,
    tag: 'kafka',
    description: 'Event streaming.',
    experts: ['user:default/jane'],
    canEdit: true,
    canDelete: true,
  });

  function serveTags() {
    server.use(
      ...tagScreenHandlers({
        list: { body: { tags: [kafka], total: 1, canCreate: true } },
      }),
    );
  }

  it('keeps the open tab in the URL and is keyboard operable', async () => {
    serveTags();
    const { user } = await renderModerate('/moderate');
    const flagsTab = await screen.findByRole('tab', { name: /^Flags/ });
    expect(flagsTab).toHaveAttribute('aria-selected', 'true');
    flagsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Deleted posts/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Duplicates' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Needs review/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const tagsTab = screen.getByRole('tab', { name: 'Tags' });
    expect(tagsTab).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/moderate?tab=tags',
    );
    expect(tagsTab).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: '1 tag' }),
    ).toBeInTheDocument();
  });

  it('shows the tags with description and experts, and Create', async () => {
    serveTags();
    await renderModerate('/moderate?tab=tags');
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByRole('link', { name: 'kafka' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Event streaming.')).toBeInTheDocument();
    expect(
      within(panel).getByRole('list', { name: 'Experts' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Create tag' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Delete kafka' }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when saving an edit fails', async () => {
    serveTags();
    server.use(
      updateTagHandler({
        status: 500,
        body: { errors: [{ message: 'Database unavailable' }] },
      }),
    );
    const { user } = await renderModerate('/moderate?tab=tags');
    await user.click(await screen.findByRole('button', { name: 'Edit kafka' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the tag “kafka”' });
    const description = within(dialog).getByRole('textbox', {
      name: 'Description',
    });
    await user.clear(description);
    await user.type(description, 'Kafka topics and consumers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Failed to update tag/),
    ).toBeInTheDocument();
    expect(description).toHaveValue('Kafka topics and consumers');
  });
});

describe('ModeratePage duplicates', () => {
  const original = {
    id: 2,
    title: 'How do I roll back a release?',
    closedBy: 'user:default/maria',
    closed: new Date(Date.now() - 3600_000).toISOString(),
  };
  const closed = makePost({
    id: 7,
    title: 'Rollback steps?',
    duplicateOf: original,
  });

  it('lists the questions closed as duplicates with their originals, and Reopen takes one out', async () => {
    const { user, queries } = await renderModerate('/moderate?tab=duplicates', {
      posts: [closed],
    });
    expect(
      await screen.findByRole('heading', {
        name: '1 question closed as a duplicate',
      }),
    ).toBeInTheDocument();
    expect(
      queries
        .map(query => query.body as { status?: string })
        .filter(body => body.status !== 'deleted')
        .at(-1),
    ).toMatchObject({
      type: 'question',
      closedAsDuplicate: true,
    });
    const item = row('Rollback steps?');
    expect(
      within(item).getByRole('link', { name: original.title }),
    ).toHaveAttribute('href', '/questions/2');
    expect(within(item).getByText(/Closed as a duplicate/)).toBeVisible();

    const reopened: SeenRequest[] = [];
    server.use(
      reopenQuestionHandler({
        onRequest: request => {
          reopened.push(request);
          server.use(getPostsHandler({ body: { posts: [], total: 0 } }));
        },
      }),
    );
    await user.click(
      within(item).getByRole('button', { name: 'Reopen “Rollback steps?”' }),
    );
    expect(await screen.findByText('No duplicates')).toBeInTheDocument();
    expect(reopened.map(r => r.url.pathname)).toEqual([
      expect.stringMatching(/\/posts\/7\/duplicate$/),
    ]);
  });
});
