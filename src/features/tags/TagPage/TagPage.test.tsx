import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import { agoraApi } from '../../../api/agoraApi';
import { tagByName } from '../../../api/tags';
import { makePost } from '../../../testing/fixtures/posts';
import { makeTag } from '../../../testing/fixtures/tags';
import { createDeferred } from '../../../testing/handlers/http';
import { TEST_BASE_URL } from '../../../testing/testApis';
import { getPostsHandler } from '../../../testing/handlers/posts';
import {
  deleteTagHandler,
  tagScreenHandlers,
  updateTagHandler,
} from '../../../testing/handlers/tags';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import {
  getPermissionsHandler,
  memberWithout,
  permissionsLoaded,
} from '../../../testing/handlers/permissions';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TagPage } from './TagPage';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const kafka = makeTag({
  id: 9,
  tag: 'kafka',
  description: 'Event **streaming** on the platform.',
  experts: ['user:default/jane'],
  postsCount: 2,
  questionsCount: 1,
  articlesCount: 1,
  followerCount: 3,
});

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderTag(route = '/tags/kafka') {
  return renderAgora(
    <>
      <Routes>
        <Route path="/tags/:tag" element={<TagPage />} />
        <Route path="/tags" element={<p>The tags list</p>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

function serve(tag = kafka, posts = [makePost({ tags: ['kafka'] })]) {
  const postQueries: unknown[] = [];
  server.use(
    ...tagScreenHandlers({ tag: { body: tag }, list: {} }),
    getPostsHandler({
      body: { posts, total: posts.length },
      onRequest: request => postQueries.push(request.body),
    }),
    getEntitiesHandler(),
  );
  return postQueries;
}

describe('TagPage', () => {
  it('shows a skeleton until the tag is read', async () => {
    const held = createDeferred();
    serve();
    server.use(
      ...tagScreenHandlers({ tag: { body: kafka, hold: held.promise } }),
    );
    await renderTag();
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'kafka' }),
    ).toBeInTheDocument();
  });

  it('shows the description, experts, counts, Follow and the tag’s posts of every type', async () => {
    const postQueries = serve();
    const { container } = await renderTag();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'kafka' }),
    ).toBeInTheDocument();
    expect(screen.getByText('streaming').tagName).toBe('STRONG');
    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(counts).toHaveTextContent('1 question');
    expect(counts).toHaveTextContent('1 article');
    expect(counts).toHaveTextContent('3 followers');
    const experts = screen.getByRole('list', { name: 'Experts' });
    expect(
      within(experts).getByRole('link', { name: 'jane' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Follow kafka' }),
    ).toBeEnabled();
    // Mixed types, narrowed to the tag, with its prefilled create buttons.
    await waitFor(() =>
      expect(postQueries[0]).toMatchObject({ tags: ['kafka'] }),
    );
    expect(postQueries[0]).not.toHaveProperty('type');
    expect(
      await screen.findByRole('link', { name: 'Ask question' }),
    ).toHaveAttribute('href', '/questions/ask?tags=kafka');
    // Nobody may edit here: no admin controls.
    expect(
      screen.queryByRole('button', { name: 'Edit' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete' }),
    ).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('invites the first post on a tag nobody used yet', async () => {
    serve(
      makeTag({
        tag: 'kafka',
        postsCount: 0,
        description: undefined,
        experts: [],
      }),
      [],
    );
    await renderTag();
    expect(
      await screen.findByText('Nothing is tagged “kafka” yet'),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Write article' });
    expect(links.map(link => link.getAttribute('href'))).toContain(
      '/articles/write?tags=kafka',
    );
  });

  it('invites no post from those who may not create posts', async () => {
    serve(makeTag({ tag: 'kafka', postsCount: 0, experts: [] }), []);
    server.use(getPermissionsHandler({ body: memberWithout('createPost') }));
    const { store } = await renderTag();
    expect(
      await screen.findByText('Nothing is tagged “kafka” yet'),
    ).toBeInTheDocument();
    await permissionsLoaded(store);
    for (const name of [/Ask/, /Write/, /Share/])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('shows the not-found panel for a tag that does not exist', async () => {
    serve();
    server.use(
      ...tagScreenHandlers({
        tag: {
          status: 404,
          body: { errors: [{ message: 'Tag not found' }] },
        },
      }),
    );
    await renderTag('/tags/nope');
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no tag “nope”. It may have been deleted.'),
    ).toBeInTheDocument();
  });

  it('shows a failed read with Retry, and a quiet bar while revalidating', async () => {
    serve();
    // Any answer that is not ok reads as "no such tag"; only no answer is an error.
    server.use(
      http.get(`${TEST_BASE_URL}/tags/kafka`, () => HttpResponse.error()),
    );
    const { user, store } = await renderTag();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    serve();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'kafka' }),
    ).toBeInTheDocument();

    const held = createDeferred();
    server.use(
      ...tagScreenHandlers({ tag: { body: kafka, hold: held.promise } }),
    );
    store.dispatch(agoraApi.util.invalidateTags([tagByName('kafka')]));
    expect(
      await screen.findByRole('progressbar', { name: 'Refreshing' }),
    ).toBeInTheDocument();
    // The page stays while it revalidates.
    expect(
      screen.getByRole('heading', { level: 2, name: 'kafka' }),
    ).toBeInTheDocument();
    held.release();
  });

  it('lets a moderator delete the tag with a reason, then returns to the tags', async () => {
    serve({ ...kafka, canEdit: true, canDelete: true });
    const deletes: unknown[] = [];
    server.use(
      deleteTagHandler({ onRequest: request => deletes.push(request.body) }),
    );
    const { user } = await renderTag();
    expect(
      await screen.findByRole('button', { name: 'Edit' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the tag “kafka”?',
    });
    await user.type(
      within(dialog).getByLabelText(/Reason/),
      'Duplicate of event-streaming',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete tag' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tags$/),
    );
    expect(deletes).toEqual([{ reason: 'Duplicate of event-streaming' }]);
  });

  it('keeps the dialog open with a message when the server refuses the delete', async () => {
    serve({ ...kafka, canEdit: true, canDelete: true });
    // A success-boolean call: the refusal is a plain non-ok answer, no errors list.
    server.use(deleteTagHandler({ status: 404, body: null }));
    const { user } = await renderTag();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the tag “kafka”?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete tag' }),
    );
    expect(
      await within(dialog).findByText('Failed to delete tag'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tags\/kafka$/);
  });

  it('lets a moderator edit the description and shows the saved tag', async () => {
    serve({ ...kafka, canEdit: true, canDelete: true });
    const updates: unknown[] = [];
    const saved = { ...kafka, canEdit: true, description: 'Only **Kafka**.' };
    server.use(
      updateTagHandler({
        body: saved,
        onRequest: request => updates.push(request.body),
      }),
    );
    const { user } = await renderTag();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the tag “kafka”' });
    // A name never changes: only description and experts are offered.
    expect(within(dialog).queryByRole('textbox', { name: /Name/ })).toBeNull();
    const description = within(dialog).getByRole('textbox', {
      name: 'Description',
    });
    await user.clear(description);
    await user.type(description, 'Only **Kafka**.');
    server.use(...tagScreenHandlers({ tag: { body: saved } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(updates).toEqual([
      { description: 'Only **Kafka**.', experts: ['user:default/jane'] },
    ]);
    expect((await screen.findByText('Kafka')).tagName).toBe('STRONG');
  });
});
