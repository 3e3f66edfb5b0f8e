import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Answer, Post } from '../../../api/types';
import { makeAnswer, makePost } from '../../../testing/fixtures/posts';
import {
  deleteAnswerHandler,
  markAnswerCorrectHandler,
  updateAnswerHandler,
  upvoteAnswerHandler,
} from '../../../testing/handlers/answers';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { useGetPostQuery } from '../../posts/postsApi';
import { AnswerList } from './AnswerList';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** The answers of question 1 from the real cache, as the question page passes them. */
function Harness() {
  const { data } = useGetPostQuery(1);
  return data ? <AnswerList answers={data.answers ?? []} /> : null;
}

/** What the server sends the question's author: they mark and unmark. */
const ASKER = { canMarkCorrect: true, canUnmark: true };

const question = (answers: Answer[], post: Partial<Post> = {}) =>
  makePost({ answers, comments: [], answersCount: answers.length, ...post });

async function renderAnswers(answers: Answer[], post: Partial<Post> = {}) {
  server.use(getPostHandler({ body: question(answers, post) }));
  const view = await renderAgora(<Harness />, {
    route: '/questions/1',
    path: '/questions/:id',
  });
  await screen.findByRole('heading', { name: /answers?$/ });
  return view;
}

const answerEl = (id: number) =>
  within(document.getElementById(`answer_${id}`)!);

type User = Awaited<ReturnType<typeof renderAnswers>>['user'];

/** The items of an answer's "More actions" menu, left open. */
async function openActions(user: User, id: number) {
  await user.click(
    answerEl(id).getByRole('button', { name: 'More actions for this answer' }),
  );
  return screen.getAllByRole('menuitem').map(item => item.textContent);
}

async function chooseAction(user: User, id: number, action: string) {
  await openActions(user, id);
  await user.click(screen.getByRole('menuitem', { name: action }));
  await waitFor(() =>
    expect(screen.queryByRole('menu')).not.toBeInTheDocument(),
  );
}

describe('AnswerList', () => {
  it('votes on an answer at click time', async () => {
    const held = createDeferred();
    const { user, analytics } = await renderAnswers([
      makeAnswer({ id: 11, score: 2 }),
    ]);
    server.use(upvoteAnswerHandler({ hold: held.promise }));

    await user.click(answerEl(11).getByRole('button', { name: 'Vote up' }));
    await waitFor(() =>
      expect(answerEl(11).getByRole('status')).toHaveTextContent('3 votes'),
    );
    expect(analytics.captureEvent).toHaveBeenCalledTimes(1);
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'vote',
        subject: 'answer',
        attributes: { postId: 1, answerId: 11, direction: 'up' },
      }),
    );
    expect(
      answerEl(11).getByRole('button', { name: 'Vote up' }),
    ).toHaveAttribute('aria-pressed', 'true');
    held.release();
    await waitFor(() =>
      expect(
        answerEl(11).getByRole('button', { name: 'Vote up' }),
      ).toBeEnabled(),
    );
  });

  it('does not let people vote on their own answer', async () => {
    await renderAnswers([makeAnswer({ id: 11, own: true })]);
    const up = answerEl(11).getByRole('button', { name: 'Vote up' });
    expect(up).toBeDisabled();
    expect(up).toHaveAccessibleDescription(
      'You cannot vote on your own answer',
    );
  });

  it('marks another answer correct, and only that one is correct afterwards', async () => {
    const seen: SeenRequest[] = [];
    const { user, analytics } = await renderAnswers([
      makeAnswer({ id: 11, correct: true, ...ASKER }),
      makeAnswer({ id: 12, ...ASKER }),
    ]);
    // The toggle's name says what a click does; aria-pressed its state.
    const toggle = (id: number) =>
      answerEl(id).getByRole('button', { name: /^(Unm|M)ark as correct/ });
    expect(toggle(11)).toHaveAccessibleName('Unmark as correct answer');
    expect(toggle(11)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(12)).toHaveAccessibleName('Mark as correct answer');
    expect(toggle(12)).toHaveAttribute('aria-pressed', 'false');

    // The server unmarks the previous answer; the reread shows it.
    server.use(
      markAnswerCorrectHandler({ onRequest: r => seen.push(r) }),
      getPostHandler({
        body: question([
          makeAnswer({ id: 11, ...ASKER }),
          makeAnswer({ id: 12, correct: true, ...ASKER }),
        ]),
      }),
    );
    await user.click(toggle(12));

    await waitFor(() =>
      expect(toggle(12)).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toggle(12)).toHaveAccessibleName('Unmark as correct answer');
    expect(toggle(11)).toHaveAttribute('aria-pressed', 'false');
    expect(toggle(11)).toHaveAccessibleName('Mark as correct answer');
    expect(screen.getAllByText('Correct answer')).toHaveLength(1);
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/answers\/12\/correct$/);
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'markCorrect',
        subject: 'answer',
        attributes: { postId: 1, answerId: 12 },
      }),
    );
  });

  it("alerts when marking fails, with the server's reason", async () => {
    const { user, extra } = await renderAnswers([
      makeAnswer({ id: 11, ...ASKER }),
    ]);
    server.use(
      markAnswerCorrectHandler({
        status: 400,
        body: errorsBody('A deleted answer cannot be marked'),
      }),
    );
    await user.click(
      answerEl(11).getByRole('button', { name: 'Mark as correct answer' }),
    );
    await waitFor(() =>
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message:
          'Could not change the correct answer: A deleted answer cannot be marked',
        severity: 'error',
      }),
    );
    expect(
      answerEl(11).getByRole('button', { name: 'Mark as correct answer' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no mark to someone who did not ask, as the server says', async () => {
    await renderAnswers([
      makeAnswer({ id: 11, canMarkCorrect: false, canUnmark: false }),
      makeAnswer({
        id: 12,
        correct: true,
        canMarkCorrect: false,
        canUnmark: false,
      }),
    ]);
    expect(
      screen.queryByRole('button', { name: /^(Unm|M)ark as correct/ }),
    ).not.toBeInTheDocument();
  });

  it('offers Edit and Delete in the menu by canEdit/canDelete, and no Delete on the correct answer', async () => {
    const { user } = await renderAnswers([
      makeAnswer({ id: 11, canEdit: true, canDelete: true }),
      makeAnswer({ id: 12, canEdit: false, canDelete: false }),
      makeAnswer({ id: 13, canEdit: true, canDelete: true, correct: true }),
    ]);
    const close = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('menu')).not.toBeInTheDocument(),
      );
    };
    // None is the user's own, so each may be flagged (docs/api.md, "Flags").
    expect(await openActions(user, 11)).toEqual([
      'Edit',
      'Delete',
      'Flag',
      'Copy link',
    ]);
    await close();
    expect(await openActions(user, 12)).toEqual(['Flag', 'Copy link']);
    await close();
    expect(await openActions(user, 13)).toEqual(['Edit', 'Flag', 'Copy link']);
  });

  it('copies the address of the answer', async () => {
    const { user } = await renderAnswers([makeAnswer({ id: 11 })]);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await chooseAction(user, 11, 'Copy link');
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/questions/1#answer_11`,
    );
    expect(answerEl(11).getByText('Link copied')).toBeInTheDocument();
  });

  it('edits an answer in place', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderAnswers([
      makeAnswer({ id: 11, canEdit: true, content: 'Old' }),
    ]);
    server.use(updateAnswerHandler({ onRequest: r => seen.push(r) }));

    await chooseAction(user, 11, 'Edit');
    const editor = answerEl(11).getByRole('textbox', { name: /Edit answer/ });
    expect(editor).toHaveValue('Old');
    await user.clear(editor);
    await user.type(editor, 'New text');
    await user.click(answerEl(11).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(answerEl(11).queryByRole('textbox')).not.toBeInTheDocument(),
    );
    expect(seen[0].body).toEqual({ answer: 'New text', images: [] });
  });

  it('keeps the edited text and shows the error when saving fails', async () => {
    const { user } = await renderAnswers([
      makeAnswer({ id: 11, canEdit: true, content: 'Old' }),
    ]);
    server.use(
      updateAnswerHandler({
        status: 400,
        body: { errors: [{ message: 'Too short' }] },
      }),
    );

    await chooseAction(user, 11, 'Edit');
    await user.type(
      answerEl(11).getByRole('textbox', { name: /Edit answer/ }),
      ' and more',
    );
    await user.click(answerEl(11).getByRole('button', { name: 'Save' }));

    expect(await answerEl(11).findByRole('alert')).toHaveTextContent(
      'Too short',
    );
    expect(
      answerEl(11).getByRole('textbox', { name: /Edit answer/ }),
    ).toHaveValue('Old and more');
  });

  it('deletes an answer with a reason', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderAnswers([
      makeAnswer({ id: 11, canDelete: true }),
    ]);
    server.use(
      deleteAnswerHandler({ onRequest: r => seen.push(r) }),
      getPostHandler({ body: question([]) }),
    );

    await chooseAction(user, 11, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete this answer?' });
    await user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      'Off topic',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete answer' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'No answers yet' }),
    ).toBeInTheDocument();
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].body).toEqual({ reason: 'Off topic' });
  });

  it('shows anonymous authors without a link', async () => {
    await renderAnswers([
      makeAnswer({ id: 11, author: 'anonymous', anonymous: true }),
      makeAnswer({
        id: 12,
        author: 'user:default/me',
        anonymous: true,
        own: true,
      }),
    ]);
    expect(answerEl(11).getByText('Anonymous')).toBeInTheDocument();
    expect(answerEl(12).getByText('You (anonymous)')).toBeInTheDocument();
    expect(
      answerEl(12).queryByRole('link', { name: /me/ }),
    ).not.toBeInTheDocument();
  });

  it('says when and by whom an answer was given, in one sentence', async () => {
    await renderAnswers([makeAnswer({ id: 11, author: 'user:default/emma' })]);
    let byline: HTMLElement | null = answerEl(11).getByRole('link', {
      name: 'emma',
    });
    while (byline && !byline.textContent?.startsWith('Answered')) {
      byline = byline.parentElement;
    }
    // What is read out: without the decorative avatar's initials.
    const read = byline!.cloneNode(true) as HTMLElement;
    read.querySelectorAll('[aria-hidden="true"]').forEach(n => n.remove());
    expect(read.textContent).toMatch(/^Answered .+ ago by emma$/);
  });
});
