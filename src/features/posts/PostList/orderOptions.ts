import {
  POST_ORDER_BY,
  type PostOrderBy,
  type PostType,
} from '../../../api/types';

/**
 * The sorts a list offers. Answers only mean something for questions, so
 * "Most answers" is offered on question lists and on mixed lists (where it
 * floats well-answered questions up). Clicks are counted on links only, so
 * "Most clicked" is offered on link lists. "Best match" needs a search, so
 * it is offered, first, only while the list searches. `rank` belongs to
 * collection pages, `deleted` to the moderator area's deleted posts.
 */
export function orderByOptions(
  type: PostType | undefined,
  current?: PostOrderBy,
  searching = false,
): PostOrderBy[] {
  const answers = type === undefined || type === 'question';
  const options: PostOrderBy[] = POST_ORDER_BY.filter(
    key =>
      key !== 'rank' &&
      key !== 'deleted' &&
      key !== 'relevance' &&
      (answers || key !== 'answersCount') &&
      (type === 'link' || key !== 'clicks'),
  );
  if (searching) options.unshift('relevance');
  // A shared link may sort by something this list does not offer: show it as it is.
  if (current && current !== 'relevance' && !options.includes(current))
    options.push(current);
  return options;
}

/**
 * Quick filters about answers make sense only where questions can appear;
 * any post can be followed.
 */
export function quickFilterKeys(type: PostType | undefined) {
  return type === undefined || type === 'question'
    ? (['noAnswers', 'noCorrectAnswer', 'noVotes', 'following'] as const)
    : (['noVotes', 'following'] as const);
}
