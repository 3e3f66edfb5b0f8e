import type { PostOrderBy, PostType } from '../../../api/types';

/**
 * The sorts a list offers. Answers only mean something for questions, so
 * "Most answers" is offered on question lists and on mixed lists (where it
 * floats well-answered questions up). `rank` belongs to collection pages.
 */
export function orderByOptions(
  type: PostType | undefined,
  current?: PostOrderBy,
): PostOrderBy[] {
  const options: PostOrderBy[] = [
    'created',
    'updated',
    'title',
    'views',
    'score',
  ];
  if (type === undefined || type === 'question') options.push('answersCount');
  options.push('trend');
  // A shared link may sort by something this list does not offer: show it as it is.
  if (current && !options.includes(current)) options.push(current);
  return options;
}

/** Quick filters about answers make sense only where questions can appear. */
export function quickFilterKeys(type: PostType | undefined) {
  return type === undefined || type === 'question'
    ? (['noAnswers', 'noCorrectAnswer', 'noVotes'] as const)
    : (['noVotes'] as const);
}
