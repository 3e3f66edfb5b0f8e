import { screen, within } from '@testing-library/react';
import { makePost } from '../../testing/fixtures/posts';
import { getFollowedTagsHandler } from '../../testing/handlers/follows';
import { createDeferred, errorsBody } from '../../testing/handlers/http';
import { getPostListHandler } from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { RightPanel } from './RightPanel';

const server = setupMswServer();
// A Backstage test app: the first render in a file is slow on a busy machine.
jest.setTimeout(30_000);

const hot = { posts: [makePost({ id: 7, title: 'How to scale?' })], total: 1 };

describe('RightPanel', () => {
  it('shows skeletons until the lists arrive, then links to each question and tag', async () => {
    const held = createDeferred();
    server.use(
      getPostListHandler({ body: hot, hold: held.promise }),
      getFollowedTagsHandler(),
    );
    await renderAgora(<RightPanel />);
    expect(
      screen.getAllByRole('progressbar', { name: 'Loading' }),
    ).toHaveLength(2);
    held.release();
    const links = await screen.findAllByRole('link', { name: 'How to scale?' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/questions/7');
    const tags = screen.getByRole('list', { name: 'Followed tags' });
    expect(
      within(tags).getByRole('link', { name: 'techdocs' }),
    ).toHaveAttribute('href', '/questions?tags=techdocs');
  });

  it('shows a failed list with Retry, which loads it again', async () => {
    server.use(
      getPostListHandler({ status: 500, body: errorsBody('down') }),
      getFollowedTagsHandler(),
    );
    const { user } = await renderAgora(<RightPanel />);
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    expect(screen.getAllByText(/Failed to/)[0]).toBeInTheDocument();

    server.use(getPostListHandler({ body: hot }));
    await user.click(retries[0]);
    expect(
      await screen.findByRole('link', { name: 'How to scale?' }),
    ).toBeInTheDocument();
    // Only the retried list asked again; the other still offers Retry.
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });
});
