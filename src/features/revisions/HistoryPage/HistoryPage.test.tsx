import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { axe } from 'jest-axe';
import { makeAnswer, makePost } from '../../../testing/fixtures/posts';
import { historyOf, makeRevision } from '../../../testing/fixtures/revisions';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import {
  getAnswerRevisionsHandler,
  restoreAnswerRevisionHandler,
  restoreRevisionHandler,
  revisionHandlers,
} from '../../../testing/handlers/revisions';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { HistoryPage } from './HistoryPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const article = makePost({
  id: 1,
  type: 'article',
  title: 'Configuring the catalog',
  canEdit: true,
  answers: [],
});

function Landed({ name }: { name: string }) {
  const { pathname, hash } = useLocation();
  return <p>{`${name} ${pathname}${hash}`}</p>;
}

const render = (route = '/articles/1/history') =>
  renderAgora(
    <Routes>
      <Route
        path="/articles/:id/history"
        element={<HistoryPage type="article" />}
      />
      <Route
        path="/questions/:id/answers/:answerId/history"
        element={<HistoryPage type="question" subject="answer" />}
      />
      <Route path="/articles/:id" element={<Landed name="Article page" />} />
      <Route path="/questions/:id" element={<Landed name="Question page" />} />
    </Routes>,
    { route },
  );

const changes = () => screen.getByRole('region', { name: 'Changes' });
const marks = (tag: 'ins' | 'del') =>
  Array.from(changes().querySelectorAll(tag)).map(el =>
    el.textContent!.replace(/^(Added|Removed):/, '').trim(),
  );

describe('HistoryPage', () => {
  it('lists the revisions newest first and shows the newest against the one before', async () => {
    server.use(getPostHandler({ body: article }), ...revisionHandlers());
    const { container } = await render();

    expect(
      await screen.findByRole('heading', { name: 'Configuring the catalog' }),
    ).toBeInTheDocument();
    expect(screen.getByText('History of the article')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Revisions' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map(li => within(li).getByRole('heading').textContent),
    ).toEqual(['Revision 3', 'Revision 2', 'Revision 1']);
    expect(items[0]).toHaveTextContent('More tags');
    expect(items[1]).toHaveTextContent('Clarified');
    expect(items[2]).toHaveTextContent('No summary');
    expect(
      within(items[0]).getByRole('link', { name: 'moderator' }),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', {
        name: 'Changes from revision 2 to revision 3',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(marks('ins')).toEqual(['backstage', 'two']));
    expect(marks('del')).toEqual([]);
    // The newest is the current version: nothing to restore.
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('compares any two revisions, and shows a first version as added', async () => {
    server.use(getPostHandler({ body: article }), ...revisionHandlers());
    const { user } = await render();
    await screen.findByRole('heading', {
      name: 'Changes from revision 2 to revision 3',
    });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Compare revision' }),
      '1',
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Changes from revision 1 to revision 3',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(marks('ins')).toEqual(['backstage', 'two new']));

    await user.click(
      screen.getByRole('button', { name: 'Show changes of revision 1' }),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Revision 1 is the first version: everything in it is new.',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(marks('ins')).toContain('I want to add locations.'),
    );
  });

  it('restores an older revision after confirmation and returns to the post', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      getPostHandler({ body: article }),
      ...revisionHandlers(),
      restoreRevisionHandler({ body: article, onRequest: r => seen.push(r) }),
    );
    const { user } = await render('/articles/1/history?rev=1');

    await user.click(
      await screen.findByRole('button', { name: 'Restore revision 1' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Restore revision 1?',
    });
    expect(seen).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('button', { name: 'Restore this revision' }),
    );

    expect(
      await screen.findByText('Article page /articles/1'),
    ).toBeInTheDocument();
    expect(seen.map(r => `${r.method} ${r.url.pathname}`)).toEqual([
      expect.stringMatching(/^POST .*\/posts\/1\/revisions\/1\/restore$/),
    ]);
  });

  it('offers no restore to someone who may not edit', async () => {
    server.use(
      getPostHandler({ body: { ...article, canEdit: false } }),
      ...revisionHandlers(),
    );
    await render('/articles/1/history?rev=1');
    await screen.findByRole('heading', {
      name: 'Revision 1 is the first version: everything in it is new.',
    });
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });

  it('says why a restore failed, and stays on the history', async () => {
    server.use(
      getPostHandler({ body: article }),
      ...revisionHandlers(),
      restoreRevisionHandler({
        status: 403,
        body: errorsBody('You may not edit this post'),
      }),
    );
    const { user } = await render('/articles/1/history?rev=2');
    await user.click(
      await screen.findByRole('button', { name: 'Restore revision 2' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Restore this revision' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to restore revision: You may not edit this post',
    );
    expect(screen.queryByText(/^Article page/)).toBeNull();
  });

  it("shows an answer's history, anonymous authors as such, and restores back to the answer", async () => {
    const question = makePost({
      id: 1,
      answers: [makeAnswer({ id: 11, canEdit: true })],
    });
    const answerRevisions = [
      makeRevision({
        content: 'Use app-config.yaml.',
        tags: [],
        entities: [],
        title: undefined,
        author: 'anonymous',
      }),
      makeRevision({
        revision: 2,
        content: 'Use app-config.local.yaml.',
        tags: [],
        entities: [],
        title: undefined,
      }),
    ];
    const seen: SeenRequest[] = [];
    server.use(
      getPostHandler({ body: question }),
      getAnswerRevisionsHandler({ body: historyOf(answerRevisions) }),
      restoreAnswerRevisionHandler({ onRequest: r => seen.push(r) }),
      ...revisionHandlers(),
    );
    const { user } = await render('/questions/1/answers/11/history');

    expect(
      await screen.findByRole('heading', {
        name: 'Answer to “How do I configure the catalog?”',
      }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Revisions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Anonymous')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Show changes of revision 1' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Restore revision 1' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Restore this revision',
      }),
    );
    expect(
      await screen.findByText('Question page /questions/1#answer_11'),
    ).toBeInTheDocument();
    expect(seen[0].url.pathname).toMatch(
      /\/posts\/1\/answers\/11\/revisions\/1\/restore$/,
    );
  });
});
