import { configure, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_REASON_MAX_LENGTH, type Post } from '../../api/types';
import { makePost } from '../../testing/fixtures/posts';
import { identityApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../testing/handlers/http';
import { getPostHandler } from '../../testing/handlers/posts';
import {
  getReviewsHandler,
  reviewPostHandler,
} from '../../testing/handlers/reviews';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { useGetPostQuery } from '../posts/postsApi';
import { PostView } from '../posts/PostView';
import { PostTitle } from '../posts/PostListItem/PostTitle';
import { PostsToReview } from './PostsToReview';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const article = (overrides: Partial<Post> = {}) =>
  makePost({
    type: 'article',
    title: 'Kafka retention',
    answers: [],
    comments: [],
    ...overrides,
  });
const outdated = {
  verdict: 'outdated' as const,
  reviewedBy: 'user:default/carol',
  reviewed: '2024-05-02T10:00:00.000Z',
};

function Harness() {
  const { data } = useGetPostQuery(1);
  return data ? <PostView post={data} /> : null;
}

async function renderArticle(post: Post) {
  server.use(getPostHandler({ body: post }));
  const view = await renderAgora(<Harness />, {
    route: '/articles/1',
    path: '/articles/:id',
  });
  await screen.findByRole('heading', { name: 'Kafka retention' });
  return view;
}

describe('a post due for review', () => {
  it('asks its reviewers whether it is still right, and records "Still valid"', async () => {
    const { user } = await renderArticle(
      article({ needsReview: true, canReview: true }),
    );
    const note = screen
      .getByText('Is this still right?')
      .closest('[role="note"]') as HTMLElement;
    const seen: SeenRequest[] = [];
    server.use(
      reviewPostHandler({
        onRequest: request => {
          seen.push(request);
          server.use(
            getPostHandler({
              body: article({ needsReview: false, canReview: true }),
            }),
          );
        },
      }),
    );
    await user.click(within(note).getByRole('button', { name: 'Still valid' }));
    await waitFor(() =>
      expect(screen.queryByText('Is this still right?')).toBeNull(),
    );
    expect(seen.map(r => [r.method, r.body])).toEqual([
      ['POST', { verdict: 'valid' }],
    ]);
  });

  it('shows "Still valid" at once, before the server answers', async () => {
    const held = createDeferred();
    const { user } = await renderArticle(
      article({ needsReview: true, canReview: true }),
    );
    server.use(reviewPostHandler({ hold: held.promise }));
    await user.click(screen.getByRole('button', { name: 'Still valid' }));
    await waitFor(() =>
      expect(screen.queryByText('Is this still right?')).toBeNull(),
    );
    held.release();
  });

  it('marks it outdated once the server took it, by the signed-in reviewer, the dialog waiting meanwhile', async () => {
    const held = createDeferred();
    server.use(
      getPostHandler({ body: article({ needsReview: true, canReview: true }) }),
    );
    const { user } = await renderAgora(
      <TestApiProvider
        apis={[
          [
            identityApiRef,
            mockApis.identity({ userEntityRef: 'user:default/carol' }),
          ],
        ]}
      >
        <Harness />
      </TestApiProvider>,
      { route: '/articles/1', path: '/articles/:id' },
    );
    await screen.findByText('Is this still right?');
    server.use(
      reviewPostHandler({
        hold: held.promise,
        onRequest: () =>
          server.use(
            getPostHandler({
              body: article({ canReview: true, review: outdated }),
            }),
          ),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Outdated' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Mark “Kafka retention” outdated?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Mark outdated' }),
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Mark outdated' }),
    ).toBeDisabled();
    expect(screen.getByText('Is this still right?')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const marked = (await screen.findByText('Marked outdated')).closest(
      '[role="note"]',
    ) as HTMLElement;
    expect(marked).toHaveTextContent('carol');
  });

  it('keeps the dialog and the reason typed when the server refuses, saying why', async () => {
    const { user, extra } = await renderArticle(
      article({ needsReview: true, canReview: true }),
    );
    server.use(
      reviewPostHandler({
        status: 403,
        body: errorsBody(
          'Only the author, an expert of its tags or a moderator can review this post',
        ),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Outdated' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', {
      name: 'What no longer holds (optional)',
    });
    await user.type(reason, 'Tiered storage replaced it');
    await user.click(
      within(dialog).getByRole('button', { name: 'Mark outdated' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the author, an expert of its tags or a moderator can review this post',
    );
    expect(reason).toHaveValue('Tiered storage replaced it');
    // Said once, in the dialog.
    expect(extra.alertApi.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Is this still right?')).toBeVisible();
    expect(screen.queryByText('Marked outdated')).toBeNull();
  });

  it('"Outdated" asks first: Cancel reviews nothing, Mark outdated sends the optional reason', async () => {
    const { user } = await renderArticle(
      article({ needsReview: true, canReview: true }),
    );
    const seen: SeenRequest[] = [];
    server.use(reviewPostHandler({ onRequest: request => seen.push(request) }));
    await user.click(screen.getByRole('button', { name: 'Outdated' }));
    let dialog = screen.getByRole('dialog', {
      name: 'Mark “Kafka retention” outdated?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Outdated' }));
    dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', {
      name: 'What no longer holds (optional)',
    });
    expect(reason).toHaveAttribute(
      'maxLength',
      String(REVIEW_REASON_MAX_LENGTH),
    );
    await user.type(reason, '  Retention moved to tiered storage  ');
    expect(
      within(dialog).getByText(`37 of ${REVIEW_REASON_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Mark outdated' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.map(r => r.body)).toEqual([
      { verdict: 'outdated', reason: 'Retention moved to tiered storage' },
    ]);
  });

  it('asks nobody when it is not due', async () => {
    await renderArticle(article({ needsReview: false, canReview: true }));
    expect(screen.queryByText('Is this still right?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Still valid' })).toBeNull();
  });
});

describe('a post marked outdated', () => {
  it('tells every reader who marked it and when, with nothing to press', async () => {
    await renderArticle(article({ review: outdated, canReview: false }));
    const note = screen
      .getByText('Marked outdated')
      .closest('[role="note"]') as HTMLElement;
    expect(note).toHaveTextContent(/Marked outdated .* by carol/);
    // No reason given: the general sentence.
    expect(note).toHaveTextContent('Parts of it may no longer hold.');
    expect(within(note).queryByRole('button')).toBeNull();
  });

  it('shows the reviewer’s reason instead of the general sentence', async () => {
    await renderArticle(
      article({
        review: { ...outdated, reason: 'Retention moved to tiered storage' },
        canReview: false,
      }),
    );
    const note = screen
      .getByText('Marked outdated')
      .closest('[role="note"]') as HTMLElement;
    expect(note).toHaveTextContent(
      /Marked outdated .* by carol:\s*Retention moved to tiered storage$/,
    );
    expect(note).not.toHaveTextContent('Parts of it may no longer hold');
  });

  it('offers its reviewers "Still valid" only', async () => {
    await renderArticle(article({ review: outdated, canReview: true }));
    expect(screen.getByRole('button', { name: 'Still valid' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Outdated' })).toBeNull();
  });

  it('shows "Outdated" in lists', async () => {
    await renderAgora(<PostTitle post={article({ review: outdated })} />);
    expect(screen.getByText('Outdated')).toBeVisible();
  });
});

describe('the list of posts to review', () => {
  it('lists what is due with named buttons, and a review takes the post off', async () => {
    const queries: SeenRequest[] = [];
    server.use(
      getReviewsHandler({
        body: {
          posts: [article({ id: 3, needsReview: true })],
          total: 1,
        },
        onRequest: request => queries.push(request),
      }),
    );
    const { user } = await renderAgora(<PostsToReview scope="all" />);
    expect(
      await screen.findByRole('heading', { name: '1 post needs review' }),
    ).toBeInTheDocument();
    expect(queries[0].url.searchParams.get('scope')).toBe('all');
    server.use(
      reviewPostHandler({
        onRequest: () =>
          server.use(getReviewsHandler({ body: { posts: [], total: 0 } })),
      }),
    );
    await user.click(
      screen.getByRole('button', { name: '“Kafka retention” is outdated' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark outdated' }));
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('shows each row’s author (never an anonymous one’s name), age, tags and why it is due', async () => {
    const monthsAgo = (months: number) =>
      new Date(Date.now() - months * 30.5 * 24 * 3600_000).toISOString();
    server.use(
      getReviewsHandler({
        body: {
          posts: [
            article({
              id: 3,
              needsReview: true,
              author: 'user:default/carol',
              tags: ['kafka'],
              created: monthsAgo(10),
              reviewSince: monthsAgo(7),
            }),
            article({
              id: 4,
              title: 'Broker sizing',
              needsReview: true,
              author: 'anonymous',
              anonymous: true,
              tags: [],
              created: monthsAgo(9),
              reviewSince: monthsAgo(9),
            }),
          ],
          total: 2,
        },
      }),
    );
    await renderAgora(<PostsToReview scope="all" />);
    await screen.findByRole('heading', { name: '2 posts need review' });
    const row = (title: string) =>
      within(
        screen
          .getByRole('link', { name: title })
          .closest('.MuiCard-root') as HTMLElement,
      );
    const kafka = row('Kafka retention');
    expect(kafka.getByRole('link', { name: 'carol' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fcarol',
    );
    expect(kafka.getByRole('link', { name: 'kafka' })).toHaveAttribute(
      'href',
      '/tags/kafka',
    );
    expect(kafka.getByText('10 months ago')).toBeInTheDocument();
    expect(
      kafka.getByText(/^Due for review: last written, edited or confirmed/),
    ).toHaveTextContent(
      'Due for review: last written, edited or confirmed 7 months ago',
    );
    const broker = row('Broker sizing');
    expect(broker.getByText('Anonymous')).toBeInTheDocument();
    expect(broker.queryByRole('link', { name: /anonymous/i })).toBeNull();
    expect(
      broker.getByText(/^Due for review: last written, edited or confirmed/),
    ).toHaveTextContent(/9 months ago$/);
  });
});
