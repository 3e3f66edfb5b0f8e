import { renderHook } from '@testing-library/react';
import { makePost } from '../../testing/fixtures/posts';
import type { Post } from '../../api/types';
import { useStableBlocks } from './PanelQuestions';

describe('useStableBlocks', () => {
  const a = makePost({ id: 1, title: 'A' });
  const b = makePost({ id: 2, title: 'B' });

  it('keeps a block’s array while its rows read the same, as after a vote', () => {
    const { result, rerender } = renderHook(
      (blocks: Post[][]) => useStableBlocks(blocks),
      { initialProps: [[a], [b]] },
    );
    const [hot, unanswered] = result.current;
    rerender([[{ ...a, score: a.score + 1, ownVote: 1 }], [b]]);
    expect(result.current[0]).toBe(hot);
    expect(result.current[1]).toBe(unanswered);
  });

  it('gives the new array when a row changed, moved or left', () => {
    const { result, rerender } = renderHook(
      (blocks: Post[][]) => useStableBlocks(blocks),
      { initialProps: [[a, b]] },
    );
    const renamed = [{ ...a, title: 'A2' }, b];
    rerender([renamed]);
    expect(result.current[0]).toBe(renamed);
    const moved = [b, renamed[0]];
    rerender([moved]);
    expect(result.current[0]).toBe(moved);
    const shorter = [b];
    rerender([shorter]);
    expect(result.current[0]).toBe(shorter);
  });
});
