import type { Draft } from '@reduxjs/toolkit';
import { withData } from '../../api/optimistic';
import type { Answer } from '../../api/types';
import type { CacheApi } from '../posts/postQueryCache';
import { postsApi } from '../posts/postsApi';
import type { answerReadsApi } from './answersApi';

type State = Parameters<typeof postsApi.util.selectCachedArgsForQuery>[0];
/** The answer reads' util, passed in: answersApi imports this file. */
type AnswersUtil = (typeof answerReadsApi)['util'];

/**
 * Applies `recipe` to answer `answerId` wherever the cache holds it: inside
 * its question's single read, its own single read, and every cached answers
 * query. Returns one undo for all of them.
 */
export function patchAnswerEverywhere(
  { dispatch, getState }: CacheApi,
  util: AnswersUtil,
  { postId, answerId }: { postId: number; answerId: number },
  recipe: (answer: Draft<Answer>) => void,
) {
  const state = getState() as State;
  const inList = withData<{ answers?: Answer[] }>(draft => {
    draft.answers?.filter(a => a.id === answerId).forEach(recipe);
  });
  const patches = [
    dispatch(postsApi.util.updateQueryData('getPost', postId, inList)),
    ...util
      .selectCachedArgsForQuery(state, 'getAnswer')
      .filter(arg => arg.answerId === answerId)
      .map(arg =>
        dispatch(util.updateQueryData('getAnswer', arg, withData(recipe))),
      ),
    ...util
      .selectCachedArgsForQuery(state, 'queryAnswers')
      .map(arg => dispatch(util.updateQueryData('queryAnswers', arg, inList))),
  ];
  return {
    undo: () => [...patches].reverse().forEach(patch => patch.undo()),
  };
}
