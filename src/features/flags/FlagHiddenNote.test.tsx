import { configure, screen, within } from '@testing-library/react';
import type { Post } from '../../api/types';
import {
  makeAnswer,
  makeComment,
  makePost,
} from '../../testing/fixtures/posts';
import { aiOffHandler } from '../../testing/handlers/ai';
import { getPostHandler } from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { useGetPostQuery } from '../posts/postsApi';
import { PostPageView } from '../posts/PostPage/PostPageView';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const NOTE =
  'Hidden from other readers after several flags. A moderator will review it.';

/** The question page: the post, its comments and its answers. */
function Harness() {
  const { data } = useGetPostQuery(1);
  return data ? <PostPageView post={data} /> : null;
}

async function renderQuestion(post: Post) {
  // The answer panel asks whether AI answers are on.
  server.use(getPostHandler({ body: post }), aiOffHandler());
  const view = await renderAgora(<Harness />, {
    route: '/questions/1',
    path: '/questions/:id',
  });
  await screen.findByRole('heading', {
    name: 'How do I configure the catalog?',
  });
  return view;
}

describe('content hidden by flags', () => {
  it('tells its author (or a moderator) that a post is hidden, in a standing note', async () => {
    await renderQuestion(
      makePost({ own: true, flagHidden: true, answers: [], comments: [] }),
    );
    const notes = screen.getAllByRole('note');
    expect(notes.map(note => note.textContent)).toEqual([NOTE]);
    // Never who flagged it.
    expect(notes[0]).not.toHaveTextContent(/by /);
  });

  it('marks a hidden answer and a hidden comment, and nothing else', async () => {
    await renderQuestion(
      makePost({
        answers: [
          makeAnswer({
            id: 11,
            flagHidden: true,
            comments: [
              makeComment({ id: 31, answerId: 11, content: 'Fine one' }),
            ],
          }),
          makeAnswer({ id: 12, content: 'Another answer' }),
        ],
      }),
    );
    const answer = document.getElementById('answer_11')!;
    expect(
      (await within(answer).findAllByRole('note')).map(n => n.textContent),
    ).toEqual([NOTE]);
    expect(
      within(document.getElementById('answer_12')!).queryByRole('note'),
    ).toBeNull();
    expect(
      within(document.getElementById('comment_31')!).queryByRole('note'),
    ).toBeNull();
  });

  it('marks a hidden comment on the post', async () => {
    await renderQuestion(
      makePost({
        answers: [],
        comments: [
          makeComment({ id: 21, flagHidden: true }),
          makeComment({ id: 22, content: 'Shown to all' }),
        ],
      }),
    );
    const hidden = await screen.findByText('Thanks!');
    const comment = hidden.closest('li')!;
    expect(within(comment).getByRole('note')).toHaveTextContent(NOTE);
    expect(
      within(document.getElementById('comment_22')!).queryByRole('note'),
    ).toBeNull();
    // The post itself is not hidden: one note, the comment's.
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });
});
