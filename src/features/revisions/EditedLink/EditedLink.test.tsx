import { configure, screen } from '@testing-library/react';
import { makeAnswer, makePost } from '../../../testing/fixtures/posts';
import { renderAgora } from '../../../testing/renderAgora';
import { AnswerItem } from '../../answers/AnswerItem';
import { PostMeta } from '../../posts/PostView/PostMeta';

configure({ asyncUtilTimeout: 5_000 });

describe('"Edited" leads to the history', () => {
  it("links a post's edited mark to its history and names the last editor", async () => {
    await renderAgora(
      <PostMeta
        post={makePost({
          id: 5,
          type: 'article',
          updated: '2024-05-02T10:00:00.000Z',
          updatedBy: 'user:default/moderator',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Edited' })).toHaveAttribute(
      'href',
      '/articles/5/history',
    );
    expect(screen.getByRole('link', { name: 'moderator' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fmoderator',
    );
  });

  it('says nothing of edits for a post never edited', async () => {
    await renderAgora(<PostMeta post={makePost()} />);
    expect(screen.queryByText('Edited')).toBeNull();
  });

  it("links an answer's edited mark to the answer's history and names the last editor", async () => {
    await renderAgora(
      <ul>
        <AnswerItem
          answer={makeAnswer({
            id: 11,
            postId: 1,
            updated: '2024-05-02T10:00:00.000Z',
            updatedBy: 'user:default/john',
          })}
        />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Edited' })).toHaveAttribute(
      'href',
      '/questions/1/answers/11/history',
    );
    expect(
      screen.getAllByRole('link', { name: 'john' }).length,
    ).toBeGreaterThan(0);
  });
});
