import { configure, screen, waitFor } from '@testing-library/react';
import type { PostRequest } from '../../../api/types';
import type { SeenRequest } from '../../../testing/handlers/http';
import { linkMetadataHandler } from '../../../testing/handlers/links';
import { postFormHandlers } from '../../../testing/handlers/postForm';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { useDraftForm } from '../../../components/Form';
import { EMPTY_POST_FORM, PostForm } from '../../posts/PostForm';
import { LinkUrlField } from './LinkUrlField';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

function LinkForm({
  onSubmit,
}: {
  onSubmit: (request: PostRequest) => Promise<unknown>;
}) {
  const form = useDraftForm('share', EMPTY_POST_FORM);
  return (
    <PostForm
      type="link"
      form={form}
      mode="create"
      onSubmit={onSubmit}
      submitting={false}
      cancelHref="/links"
      beforeTitle={<LinkUrlField form={form} />}
    />
  );
}

async function renderForm() {
  const onSubmit = jest.fn(async (_request: PostRequest) => undefined);
  const view = await renderAgora(<LinkForm onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

const urlInput = () => screen.getByRole('textbox', { name: /^URL/ });
const titleInput = () => screen.getByRole('textbox', { name: /^Title/ });
const contentInput = () =>
  screen.getByRole('textbox', { name: /^Description/ });

describe('LinkUrlField', () => {
  beforeEach(() => server.use(...postFormHandlers()));

  it('asks for an http(s) address on blur and on a submit attempt, focusing it', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(
      await screen.findByText('Enter the address of the link.'),
    ).toBeInTheDocument();
    expect(urlInput()).toHaveFocus();
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(urlInput(), 'ftp://files.example.com');
    await user.tab();
    expect(
      screen.getByText(
        'Enter a web address starting with http:// or https://.',
      ),
    ).toBeInTheDocument();
    await user.type(titleInput(), 'Files');
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(urlInput()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills title, description and image only where the person has not typed', async () => {
    const seen: SeenRequest[] = [];
    server.use(linkMetadataHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderForm();
    await user.type(titleInput(), 'My own title');
    await user.type(urlInput(), 'https://backstage.io');

    await waitFor(() => expect(contentInput()).toHaveValue('An open platform'));
    expect(titleInput()).toHaveValue('My own title');
    expect(
      screen.getByRole('img', { name: 'Image from the link' }),
    ).toHaveAttribute('src', 'https://backstage.io/logo.png');
    // Debounced: one request for the whole address, not one per key.
    expect(seen.map(r => r.body)).toEqual([{ url: 'https://backstage.io' }]);
  });

  it('refills what metadata filled for a new URL, but not what the person edited since', async () => {
    server.use(linkMetadataHandler());
    const { user } = await renderForm();
    await user.type(urlInput(), 'https://backstage.io');
    await waitFor(() => expect(titleInput()).toHaveValue('Backstage'));
    await user.clear(contentInput());
    await user.type(contentInput(), 'Where our portal comes from');

    server.use(
      linkMetadataHandler({
        body: { title: 'Backstage docs', content: 'Read the docs' },
      }),
    );
    await user.type(urlInput(), '/docs');
    await waitFor(() => expect(titleInput()).toHaveValue('Backstage docs'));
    expect(contentInput()).toHaveValue('Where our portal comes from');
  });

  it('saves while the metadata is still on its way', async () => {
    let release = () => {};
    const hold = new Promise<void>(resolve => {
      release = resolve;
    });
    server.use(linkMetadataHandler({ hold }));
    const { user, onSubmit } = await renderForm();
    await user.type(titleInput(), 'Backstage');
    await user.type(urlInput(), 'https://backstage.io');
    expect(
      await screen.findByText('Fetching link details…'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'link', url: 'https://backstage.io' }),
    );
    release();
  });

  it('says the same when the server found no details (an unreachable site)', async () => {
    server.use(linkMetadataHandler({ body: {} }));
    const { user } = await renderForm();
    await user.type(urlInput(), 'https://down.example.com');
    expect(
      await screen.findByText(
        'Could not fetch details for this address. Fill in the title yourself.',
      ),
    ).toBeInTheDocument();
    expect(titleInput()).toHaveValue('');
  });

  it('says quietly that details could not be fetched, and saves anyway', async () => {
    server.use(linkMetadataHandler({ status: 502 }));
    const { user, onSubmit, extra } = await renderForm();
    await user.type(urlInput(), 'https://intranet.example.com');
    expect(
      await screen.findByText(
        'Could not fetch details for this address. Fill in the title yourself.',
      ),
    ).toBeInTheDocument();
    expect(extra.alertApi.post).not.toHaveBeenCalled();

    await user.type(titleInput(), 'Intranet');
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Intranet',
        url: 'https://intranet.example.com',
      }),
    );
  });
});
