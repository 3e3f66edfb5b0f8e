import { act, configure, screen, waitFor } from '@testing-library/react';
import { TestApiProvider } from '@backstage/test-utils';
import { signalApiRef, type SignalApi } from '@backstage/plugin-signals-react';
import type { JsonObject } from '@backstage/types';
import type { Post } from '../../../api/types';
import {
  makeAnswer,
  makeComment,
  makePost,
} from '../../../testing/fixtures/posts';
import { aiOffHandler } from '../../../testing/handlers/ai';
import { postAnswerHandler } from '../../../testing/handlers/answers';
import { createDeferred } from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { PostPage } from './PostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** A stand-in for the app's signal API: the test sends what the backend would. */
function fakeSignals() {
  const listeners = new Map<string, Set<(message: JsonObject) => void>>();
  const api: SignalApi = {
    subscribe<T extends JsonObject>(
      channel: string,
      onMessage: (message: T) => void,
    ) {
      const own = listeners.get(channel) ?? new Set();
      const listener = onMessage as (message: JsonObject) => void;
      own.add(listener);
      listeners.set(channel, own);
      return { unsubscribe: () => own.delete(listener) };
    },
  };
  return {
    api,
    send: (channel: string, message: JsonObject) =>
      act(() => listeners.get(channel)?.forEach(listener => listener(message))),
    listening: (channel: string) => listeners.get(channel)?.size ?? 0,
  };
}

const question = (overrides: Partial<Post> = {}) =>
  makePost({
    comments: [makeComment({ id: 31 })],
    answers: [makeAnswer({ id: 11, comments: [makeComment({ id: 32 })] })],
    answersCount: 1,
    ...overrides,
  });

async function renderQuestion(post: Post, signals = fakeSignals()) {
  const reads: unknown[] = [];
  server.use(
    getPostHandler({ body: post, onRequest: r => reads.push(r) }),
    aiOffHandler(),
  );
  const view = await renderAgora(
    <TestApiProvider apis={[[signalApiRef, signals.api]]}>
      <PostPage type="question" />
    </TestApiProvider>,
    { route: '/questions/1', path: '/questions/:id' },
  );
  await screen.findByRole('heading', { name: post.title });
  return { ...view, signals, reads };
}

const CHANNEL = 'agora:post:1';
/** The notice's text, or null while none is shown. */
const notice = () =>
  screen.queryByText(/new (answer|comment)/, { selector: 'div' });

describe('the notice of new answers and comments', () => {
  it('says "1 new answer", counts each new item once, and Show rereads the post', async () => {
    const { user, signals, reads } = await renderQuestion(question());
    expect(signals.listening(CHANNEL)).toBe(1);
    expect(notice()).toBeNull();

    signals.send(CHANNEL, { postId: 1, kind: 'answer', id: 12 });
    expect(await screen.findByText('1 new answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    // The same answer twice is one; a comment on an answer adds a comment.
    signals.send(CHANNEL, { postId: 1, kind: 'answer', id: 12 });
    signals.send(CHANNEL, { postId: 1, kind: 'answer', id: 13 });
    signals.send(CHANNEL, { postId: 1, kind: 'comment', id: 33, answerId: 11 });
    expect(notice()).toHaveTextContent(/^2 new answers and 1 new comment$/);

    const readsBefore = reads.length;
    server.use(
      getPostHandler({
        body: question({
          answers: [
            makeAnswer({
              id: 11,
              comments: [makeComment({ id: 32 }), makeComment({ id: 33 })],
            }),
            makeAnswer({ id: 12, content: 'Try the location entity.' }),
            makeAnswer({ id: 13, content: 'Restart the backend.' }),
          ],
          answersCount: 3,
        }),
        onRequest: r => reads.push(r),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('Try the location entity.'),
    ).toBeInTheDocument();
    expect(reads.length).toBe(readsBefore + 1);
    expect(notice()).toBeNull();
  });

  it('says "2 new comments" for comments alone', async () => {
    const { signals } = await renderQuestion(question());
    signals.send(CHANNEL, { postId: 1, kind: 'comment', id: 40 });
    signals.send(CHANNEL, { postId: 1, kind: 'comment', id: 41 });
    expect(await screen.findByText('2 new comments')).toBeInTheDocument();
    expect(notice()).toHaveTextContent(/^2 new comments$/);
  });

  it('says nothing of what the page already shows, nor of messages off the contract', async () => {
    const { signals } = await renderQuestion(question());
    signals.send(CHANNEL, { postId: 1, kind: 'answer', id: 11 });
    signals.send(CHANNEL, { postId: 1, kind: 'comment', id: 31 });
    signals.send(CHANNEL, { postId: 1, kind: 'comment', id: 32, answerId: 11 });
    signals.send(CHANNEL, { postId: 1, kind: 'vote', id: 50 });
    signals.send(CHANNEL, { postId: 2, kind: 'answer', id: 60 });
    // Give a wrongly shown notice the time to appear.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(notice()).toBeNull();
  });

  it('says nothing of the person’s own answer, whose signal may come before the server’s answer', async () => {
    const { user, signals } = await renderQuestion(question());
    const held = createDeferred();
    server.use(postAnswerHandler({ hold: held.promise }));
    await user.type(
      screen.getByRole('textbox', { name: /Your answer/ }),
      'Use a location entity.',
    );
    await user.click(screen.getByRole('button', { name: 'Post your answer' }));
    // The backend signals answer 12 before the post request returns it.
    signals.send(CHANNEL, { postId: 1, kind: 'answer', id: 12 });
    server.use(
      getPostHandler({
        body: question({
          answers: [
            makeAnswer({ id: 11 }),
            makeAnswer({ id: 12, content: 'Use a location entity.' }),
          ],
        }),
      }),
    );
    expect(notice()).toBeNull();
    held.release();
    await waitFor(() =>
      expect(
        screen.getAllByText('Use a location entity.').length,
      ).toBeGreaterThan(0),
    );
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(notice()).toBeNull();
  });

  it('stops listening when the page closes', async () => {
    const { signals, unmount } = await renderQuestion(question());
    expect(signals.listening(CHANNEL)).toBe(1);
    unmount();
    expect(signals.listening(CHANNEL)).toBe(0);
  });
});
