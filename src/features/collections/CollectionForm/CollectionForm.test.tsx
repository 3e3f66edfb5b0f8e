import { configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { axe } from 'jest-axe';
import { makeCollection } from '../../../testing/fixtures/collections';
import {
  createCollectionHandler,
  getCollectionHandler,
  updateCollectionHandler,
} from '../../../testing/handlers/collections';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import {
  getPermissionsHandler,
  memberWithout,
} from '../../../testing/handlers/permissions';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { CreateCollectionPage } from './CreateCollectionPage';
import { EditCollectionPage } from './EditCollectionPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

function render(route: string) {
  return renderAgora(
    <Routes>
      <Route path="/collections/create" element={<CreateCollectionPage />} />
      <Route path="/collections/:id/edit" element={<EditCollectionPage />} />
      <Route path="/collections/:id" element={<p>Collection page</p>} />
    </Routes>,
    { route, path: '/*' },
  );
}

describe('collection form', () => {
  it('requires a title, counts it, and keeps what was typed when saving fails', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      createCollectionHandler({
        status: 400,
        body: errorsBody('Title taken'),
        onRequest: r => seen.push(r),
      }),
    );
    const { user, container } = await render('/collections/create');
    await user.click(
      await screen.findByRole('button', { name: 'Create collection' }),
    );
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'Runbooks');
    expect(screen.getByText('8/255')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'For on-call',
    );
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create collection',
    );
    expect(seen[0].body).toEqual({
      title: 'Runbooks',
      description: 'For on-call',
      images: [],
    });
    expect(title).toHaveValue('Runbooks');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells those who may not create collections so, with a way back, instead of the form', async () => {
    server.use(
      getPermissionsHandler({ body: memberWithout('createCollection') }),
    );
    await render('/collections/create');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You are not allowed to create collections/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to questions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('refuses a header image that is no http(s) address, then creates and goes to the collection', async () => {
    const seen: SeenRequest[] = [];
    server.use(createCollectionHandler({ onRequest: r => seen.push(r) }));
    const { user } = await render('/collections/create');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Runbooks');
    const image = screen.getByRole('textbox', { name: /Header image/ });
    await user.type(image, 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(image).toHaveFocus();
    expect(seen).toHaveLength(0);
    await user.clear(image);
    await user.type(image, 'https://img.example.com/a.png');
    expect(screen.getByRole('img', { name: /preview/i })).toHaveAttribute(
      'src',
      'https://img.example.com/a.png',
    );
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Collection page')).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      headerImage: 'https://img.example.com/a.png',
    });
  });

  it('edits the current values and returns to the collection; others are told they cannot', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      getCollectionHandler({ body: makeCollection({ title: 'Old title' }) }),
      updateCollectionHandler({ onRequest: r => seen.push(r) }),
    );
    const { user, unmount } = await render('/collections/5/edit');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Old title');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Read these first',
    );
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Collection page')).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      title: 'New title',
      description: 'Read these first',
    });
    unmount();

    server.use(
      getCollectionHandler({ body: makeCollection({ canEdit: false }) }),
    );
    await render('/collections/5/edit');
    expect(
      await screen.findByText('You cannot edit this collection'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull(),
    );
  });
});
