import { configure, screen, within } from '@testing-library/react';
import { makePost } from '../../../testing/fixtures/posts';
import { aiOffHandler } from '../../../testing/handlers/ai';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { PostPage } from './PostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });
const aiOff = aiOffHandler;

describe('PostPage of a link', () => {
  it("shows a link post's click count once, beside its Open link button", async () => {
    const link = makePost({
      id: 7,
      type: 'link',
      title: 'Helm docs',
      url: 'https://helm.sh/docs/intro',
      clicks: 1,
    });
    server.use(getPostHandler({ body: link }), aiOff());
    renderAgora(<PostPage type="link" />, {
      route: '/links/7',
      path: '/links/:id',
    });
    const lead = await screen.findByRole('region', { name: 'Shared link' });
    expect(within(lead).getByText('1 click')).toBeVisible();
    expect(screen.getAllByText('1 click')).toHaveLength(1);
  });
});
