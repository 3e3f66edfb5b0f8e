import { screen, waitFor } from '@testing-library/react';
import Button from '@material-ui/core/Button';
import { useGetPostsQuery } from '../../features/posts/postsApi';
import { setupMswServer } from '../../testing/mswServer';
import { createDeferred, errorsBody } from '../../testing/handlers/http';
import { getPostsHandler } from '../../testing/handlers/posts';
import { renderAgora } from '../../testing/renderAgora';
import { QueryState } from './QueryState';

const server = setupMswServer();

/** A real query through the store, rendered with QueryState. */
function Posts() {
  const result = useGetPostsQuery({ type: 'question' });
  return (
    <>
      <button onClick={() => result.refetch()}>reload</button>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{
          title: 'No questions yet',
          action: <Button href="/questions/ask">Ask the first one</Button>,
        }}
      >
        {data => (
          <ul>
            {data.posts.map(post => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

describe('QueryState', () => {
  it('shows a skeleton until the first answer, then the data', async () => {
    const held = createDeferred();
    server.use(getPostsHandler({ hold: held.promise }));
    await renderAgora(<Posts />);
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the data and shows a quiet bar while revalidating', async () => {
    const held = createDeferred();
    server.use(getPostsHandler());
    const { user } = await renderAgora(<Posts />);
    await screen.findByText('Second');
    server.use(getPostsHandler({ hold: held.promise }));

    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Refreshing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();

    held.release();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(),
    );
  });

  it('shows the error with its message and retries on Retry', async () => {
    server.use(
      getPostsHandler({ status: 400, body: errorsBody('limit too big') }),
    );
    const { user } = await renderAgora(<Posts />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch posts: limit too big');

    server.use(getPostsHandler());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state with its next action', async () => {
    server.use(getPostsHandler({ body: { posts: [], total: 0 } }));
    await renderAgora(<Posts />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ask the first one' }),
    ).toHaveAttribute('href', '/questions/ask');
  });

  it("hides the empty state's picture from screen readers", async () => {
    // Backstage's illustrations say "create Component"; ours is decoration.
    server.use(getPostsHandler({ body: { posts: [], total: 0 } }));
    await renderAgora(<Posts />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the empty title and the error summary out of the page outline', async () => {
    // Backstage renders them as h5 and h6, which would break heading order.
    server.use(getPostsHandler({ body: { posts: [], total: 0 } }));
    const { user } = await renderAgora(<Posts />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    server.use(getPostsHandler({ status: 500 }));
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
