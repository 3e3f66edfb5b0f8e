import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '../../../api/types';
import { FollowedPosts } from '../../../components/AgoraLayout/PanelFollows';
import { makePost } from '../../../testing/fixtures/posts';
import { createDeferred } from '../../../testing/handlers/http';
import {
  followHandler,
  getFollowedPostsHandler,
} from '../../../testing/handlers/follows';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { useGetPostQuery } from '../../posts/postsApi';
import { PostView } from '../../posts/PostView';
import { FOLLOW_MESSAGES } from '../followsApi';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const TITLE = 'How do I configure the catalog?';

/** The post page's view fed from the real cache, beside the right panel's block. */
function Harness() {
  const { data } = useGetPostQuery(1);
  return (
    <>
      {data && <PostView post={data} />}
      <FollowedPosts />
    </>
  );
}

async function renderPost(post: Partial<Post> = {}) {
  server.use(
    getPostHandler({ body: makePost({ answers: [], comments: [], ...post }) }),
    getFollowedPostsHandler(),
  );
  const view = await renderAgora(<Harness />, {
    route: '/questions/1',
    path: '/questions/:id',
  });
  await screen.findByRole('heading', { name: TITLE });
  return view;
}

const followedTitles = () =>
  within(screen.getByRole('list', { name: 'Followed posts' }))
    .getAllByRole('link')
    .map(link => link.textContent);

describe('Follow on the post page', () => {
  it('follows at click time, under the post and in the right panel, and keeps it when the server agrees', async () => {
    const { user } = await renderPost();
    await screen.findByRole('link', { name: 'Followed question' });
    // A visible action under the post, beside Copy link, Edit and Flag.
    const button = within(
      screen.getByRole('group', { name: 'Post actions' }),
    ).getByRole('button', { name: `Follow ${TITLE}` });
    expect(button).toHaveTextContent('Follow');
    expect(button).toHaveAttribute('aria-pressed', 'false');

    const held = createDeferred();
    server.use(followHandler('posts', 'put')({ hold: held.promise }));
    await user.click(button);
    expect(
      screen.getByRole('button', { name: `Unfollow ${TITLE}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(followedTitles()).toEqual(['Followed question', TITLE]);

    server.use(
      getFollowedPostsHandler({
        body: { posts: [makePost({ following: true })], count: 1 },
      }),
    );
    held.release();
    await waitFor(() => expect(followedTitles()).toEqual([TITLE]));
    expect(
      screen.getByRole('button', { name: `Unfollow ${TITLE}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls a refused follow back and says so', async () => {
    const { user, extra } = await renderPost();
    await screen.findByRole('link', { name: 'Followed question' });
    const held = createDeferred();
    server.use(
      followHandler('posts', 'put')({ status: 500, hold: held.promise }),
    );
    await user.click(screen.getByRole('button', { name: `Follow ${TITLE}` }));
    expect(followedTitles()).toEqual(['Followed question', TITLE]);

    held.release();
    expect(
      await screen.findByRole('button', { name: `Follow ${TITLE}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(followedTitles()).toEqual(['Followed question']);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: FOLLOW_MESSAGES.follow,
      severity: 'error',
    });
  });

  it('unfollows a followed post', async () => {
    const onRequest = jest.fn();
    const { user } = await renderPost({ following: true });
    server.use(followHandler('posts', 'delete')({ onRequest }));
    await user.click(screen.getByRole('button', { name: `Unfollow ${TITLE}` }));
    expect(
      await screen.findByRole('button', { name: `Follow ${TITLE}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(onRequest.mock.calls[0][0].url.pathname).toMatch(
      /\/posts\/follow\/1$/,
    );
  });

  it('offers no Follow on a deleted post', async () => {
    await renderPost({ status: 'deleted' });
    for (const name of [`Follow ${TITLE}`, `Unfollow ${TITLE}`]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says when no post is followed', async () => {
    server.use(getFollowedPostsHandler({ body: { posts: [], count: 0 } }));
    await renderAgora(<FollowedPosts />);
    expect(
      await screen.findByText('You do not follow any posts yet.'),
    ).toBeInTheDocument();
  });
});
