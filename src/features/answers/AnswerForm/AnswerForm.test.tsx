import { configure, screen, waitFor } from '@testing-library/react';
import { analyticsApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { LIMITS } from '../../../api/types';
import { makeAnswer, makePost } from '../../../testing/fixtures/posts';
import { postAnswerHandler } from '../../../testing/handlers/answers';
import { uploadAttachmentHandler } from '../../../testing/handlers/attachments';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { createTestExtra } from '../../../testing/testApis';
import { useGetPostQuery } from '../../posts/postsApi';
import { AnswerForm } from './AnswerForm';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** The form under the question's answers, both from the real cache. */
function Harness() {
  const { data } = useGetPostQuery(1);
  return (
    <>
      <ul aria-label="Answers">
        {data?.answers?.map(a => (
          <li key={a.id}>{a.content}</li>
        ))}
      </ul>
      <AnswerForm postId={1} />
    </>
  );
}

const editor = () => screen.getByRole('textbox', { name: /Your answer/ });
const submit = () =>
  screen.getByRole('button', { name: /Post your answer|Posting/ });

async function renderForm(options: Parameters<typeof renderAgora>[1] = {}) {
  server.use(getPostHandler({ body: makePost({ answers: [], comments: [] }) }));
  return renderAgora(<Harness />, { route: '/questions/1', ...options });
}

describe('AnswerForm', () => {
  it('posts the answer once, shows progress, then clears the draft and shows the answer', async () => {
    const seen: SeenRequest[] = [];
    const held = createDeferred();
    const analytics = mockApis.analytics.mock();
    server.use(
      getPostHandler({ body: makePost({ answers: [], comments: [] }) }),
    );
    const { user, store } = await renderAgora(
      <TestApiProvider apis={[[analyticsApiRef, analytics]]}>
        <Harness />
      </TestApiProvider>,
      { route: '/questions/1' },
    );
    server.use(
      postAnswerHandler({ hold: held.promise, onRequest: r => seen.push(r) }),
    );

    await user.type(editor(), 'Restart the backend.');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Posting…');

    server.use(
      getPostHandler({
        body: makePost({
          answers: [makeAnswer({ id: 12, content: 'Restart the backend.' })],
        }),
      }),
    );
    held.release();
    expect(await screen.findByRole('listitem')).toHaveTextContent(
      'Restart the backend.',
    );
    expect(editor()).toHaveValue('');
    expect(store.getState().drafts['answer:1']).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toEqual({
      answer: 'Restart the backend.',
      images: [],
    });
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'answer' }),
    );
  });

  it('keeps the text and says why when posting fails', async () => {
    const { user, store } = await renderForm();
    server.use(
      postAnswerHandler({ status: 400, body: errorsBody('Answer too short') }),
    );

    await user.type(editor(), 'Hm');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to post answer: Answer too short',
    );
    expect(editor()).toHaveValue('Hm');
    expect(store.getState().drafts['answer:1'].values.content).toBe('Hm');
    expect(submit()).toBeEnabled();
  });

  it('refuses an empty answer without calling the server', async () => {
    const seen = jest.fn();
    const { user } = await renderForm();
    server.use(postAnswerHandler({ onRequest: seen }));
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write an answer before posting',
    );
    expect(seen).not.toHaveBeenCalled();
  });

  it('says at once when the answer is over its limit, and keeps it unsent', async () => {
    const seen = jest.fn();
    const long = 'x'.repeat(LIMITS.answerMaxLength);
    const { user } = await renderForm({
      preloadedState: {
        drafts: { 'answer:1': { values: { content: long }, savedAt: 0 } },
      },
    });
    server.use(postAnswerHandler({ onRequest: seen }));
    expect(screen.getByText('50,000 / 50,000 characters')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(editor(), '!');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too long: at most 50,000 characters',
    );
    expect(editor()).toHaveAttribute('aria-invalid', 'true');

    await user.click(submit());
    expect(editor()).toHaveFocus();
    expect(editor()).toHaveValue(`${long}!`);
    expect(seen).not.toHaveBeenCalled();
  });

  it('starts from the saved draft, so text survives leaving the page', async () => {
    await renderForm({
      preloadedState: {
        drafts: {
          'answer:1': { values: { content: 'Half-written' }, savedAt: 0 },
        },
      },
    });
    expect(editor()).toHaveValue('Half-written');
  });

  it('offers "Post anonymously" only when the config allows it', async () => {
    await renderForm();
    expect(
      screen.queryByRole('checkbox', { name: 'Post anonymously' }),
    ).not.toBeInTheDocument();
  });

  it('sends anonymous answers when chosen', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderForm({
      extra: createTestExtra({ agora: { allowAnonymous: true } }),
    });
    server.use(postAnswerHandler({ onRequest: r => seen.push(r) }));

    await user.click(
      screen.getByRole('checkbox', { name: 'Post anonymously' }),
    );
    await user.type(editor(), 'Secret tip');
    // What it means, as the backend masks it (docs/api.md): the same
    // sentence in the post and answer forms.
    expect(
      screen.getByRole('checkbox', { name: 'Post anonymously' }),
    ).toHaveAccessibleDescription(
      'Everyone else sees “Anonymous” as the author, moderators included.',
    );
    await user.click(submit());
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({
      answer: 'Secret tip',
      images: [],
      anonymous: true,
    });
  });

  it('uploads an image, inserts its address and sends its id', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderForm();
    server.use(
      uploadAttachmentHandler(),
      postAnswerHandler({ onRequest: r => seen.push(r) }),
    );

    const file = new File(['png'], 'diagram.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image file to upload'), file);
    await waitFor(() =>
      expect(editor()).toHaveValue(
        '![diagram.png](http://localhost:7007/api/agora/attachments/8b8f3f0e)',
      ),
    );
    await user.click(submit());
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual(expect.objectContaining({ images: [31] }));
  });

  it('says why an upload failed', async () => {
    const { user } = await renderForm();
    server.use(
      uploadAttachmentHandler({
        status: 400,
        body: errorsBody('Not an image'),
      }),
    );
    const file = new File(['png'], 'diagram.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image file to upload'), file);
    expect(
      await screen.findByText(/Could not upload diagram.png: .*Not an image/),
    ).toBeInTheDocument();
    expect(editor()).toHaveValue('');
  });
});
