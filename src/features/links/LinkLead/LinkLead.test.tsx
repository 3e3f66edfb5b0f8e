import { configure, screen, waitFor } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { makePost } from '../../../testing/fixtures/posts';
import type { SeenRequest } from '../../../testing/handlers/http';
import {
  clickLinkHandler,
  getPostHandler,
} from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { useGetPostQuery } from '../../posts/postsApi';
import { LinkLead } from './LinkLead';

expect.extend(toHaveNoViolations);
const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const LINK = makePost({
  id: 7,
  type: 'link',
  title: 'Helm docs',
  url: 'https://helm.sh/docs/intro',
  clicks: 3,
  score: 5,
});

function LinkPage() {
  const { data } = useGetPostQuery(LINK.id);
  return data ? <LinkLead post={data} /> : null;
}

async function renderLead(reads: SeenRequest[] = []) {
  server.use(getPostHandler({ body: LINK, onRequest: r => reads.push(r) }));
  const view = await renderAgora(<LinkPage />);
  await screen.findByText('3 clicks');
  return view;
}

const openLink = () => screen.getByRole('link', { name: /Open link/ });

describe('LinkLead', () => {
  it('shows the host, the full address and a new-tab link', async () => {
    const { container } = await renderLead();
    expect(screen.getByRole('region', { name: 'Shared link' })).toBeVisible();
    expect(screen.getByText('helm.sh')).toBeInTheDocument();
    expect(screen.getByText('https://helm.sh/docs/intro')).toBeInTheDocument();
    expect(openLink()).toHaveAttribute('href', 'https://helm.sh/docs/intro');
    expect(openLink()).toHaveAttribute('target', '_blank');
    expect(openLink()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('counts one click per opening at once, then rereads the server count', async () => {
    const clicks: SeenRequest[] = [];
    const reads: SeenRequest[] = [];
    let release = () => {};
    const hold = new Promise<void>(resolve => {
      release = resolve;
    });
    server.use(clickLinkHandler({ hold, onRequest: r => clicks.push(r) }));
    const { user } = await renderLead(reads);

    await user.click(openLink());
    expect(await screen.findByText('4 clicks')).toBeInTheDocument();
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatchObject({ method: 'PUT' });
    expect(clicks[0].url.pathname).toMatch(/\/posts\/7\/click$/);

    // The server counts one per person: its count wins once it answered.
    server.use(
      getPostHandler({
        body: { ...LINK, clicks: 4 },
        onRequest: r => reads.push(r),
      }),
    );
    release();
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(await screen.findByText('4 clicks')).toBeInTheDocument();
    expect(clicks).toHaveLength(1);
  });

  it('takes the click back quietly when it was not counted', async () => {
    let release = () => {};
    const hold = new Promise<void>(resolve => {
      release = resolve;
    });
    server.use(clickLinkHandler({ hold, status: 500 }));
    const { user, extra } = await renderLead();
    await user.click(openLink());
    expect(await screen.findByText('4 clicks')).toBeInTheDocument();
    release();
    expect(await screen.findByText('3 clicks')).toBeInTheDocument();
    expect(extra.alertApi.post).not.toHaveBeenCalled();
  });
});
