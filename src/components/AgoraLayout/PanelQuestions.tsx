import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@material-ui/core/Link';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post, PostListPreset, PostsResponse } from '../../api/types';
import { useGetPostListQuery } from '../../features/posts/postsApi';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { QueryState, type QueryStateResult } from '../QueryState';
import { PanelBlock, usePanelStyles } from './PanelBlock';
import type { PanelScope } from './usePanelScope';

/** How many questions each panel block shows. */
export const PANEL_SIZE = 5;
/**
 * How many each block reads: enough that a later block still fills after
 * dropping the questions the blocks above it show.
 */
const PANEL_FETCH_SIZE = PANEL_SIZE * 3;

/** One preset list of questions (hot, unanswered, no correct answer) within the scope. */
export function usePanelQuestions(list: PostListPreset, scope: PanelScope) {
  return useGetPostListQuery({
    list,
    type: 'question',
    limit: PANEL_FETCH_SIZE,
    ...scope.filter,
  });
}

/**
 * What each block shows: a question appears in the first block that lists
 * it only, and each block shows at most {@link PANEL_SIZE}. A block whose
 * list has not arrived yet shows nothing and claims nothing.
 */
export function firstBlockWins(lists: Array<Post[] | undefined>): Post[][] {
  const shown = new Set<number>();
  return lists.map(posts => {
    const mine = (posts ?? [])
      .filter(post => !shown.has(post.id))
      .slice(0, PANEL_SIZE);
    mine.forEach(post => shown.add(post.id));
    return mine;
  });
}

/** What a panel block shows of a question. */
const sameRow = (a: Post, b: Post) =>
  a.id === b.id && a.type === b.type && a.title === b.title;

/**
 * The blocks' arrays of the previous render where they list the same rows,
 * so a vote (which patches the hot list's copy of the post) gives the
 * blocks the arrays they had (docs/performance.md, client).
 */
export function useStableBlocks(blocks: Post[][]): Post[][] {
  const previous = useRef<Post[][]>([]);
  const stable = blocks.map((posts, i) => {
    const before = previous.current[i];
    return before &&
      before.length === posts.length &&
      before.every((post, j) => sameRow(post, posts[j]))
      ? before
      : posts;
  });
  previous.current = stable;
  return stable;
}

/** @see PanelQuestions */
export interface PanelQuestionsProps {
  result: QueryStateResult<PostsResponse>;
  posts: Post[];
  title: string;
  empty: string;
}

/**
 * Whether a block renders the same: its rows, its texts and its list's
 * state; the rest of the list's data is not shown.
 */
export function samePanelQuestions(
  a: PanelQuestionsProps,
  b: PanelQuestionsProps,
): boolean {
  const x = a.result;
  const y = b.result;
  return (
    a.posts === b.posts &&
    a.title === b.title &&
    a.empty === b.empty &&
    x.isLoading === y.isLoading &&
    x.isFetching === y.isFetching &&
    x.isError === y.isError &&
    x.error === y.error &&
    x.refetch === y.refetch &&
    Boolean(x.data) === Boolean(y.data) &&
    Boolean(x.data?.posts.length) === Boolean(y.data?.posts.length)
  );
}

/** Posts of a panel block by title, each leading to its page. */
export function PanelPostLinks(props: { posts: Post[]; label?: string }) {
  const classes = usePanelStyles();
  const links = useAgoraLinks();
  return (
    <ul className={classes.list} aria-label={props.label}>
      {props.posts.map(post => {
        const href = links.post(post.type, post.id);
        return (
          <li key={post.id} className={classes.item}>
            {href ? (
              <Link component={RouterLink} to={href}>
                {post.title}
              </Link>
            ) : (
              post.title
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A block of the panel: the questions it shows, with its list's loading and error states. */
export function PanelQuestions(props: PanelQuestionsProps) {
  const { result, posts, title } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  // Empty because the blocks above took its questions, not because there are
  // none. Then the whole list is above: the blocks above show at most
  // 2 × PANEL_SIZE questions and each block reads 3 × PANEL_SIZE, so a list
  // with more than the blocks above show always keeps some of its own.
  const empty = result.data?.posts.length
    ? t('rightPanel.allShownAbove')
    : props.empty;
  return (
    <PanelBlock title={title}>
      <QueryState
        result={result}
        isEmpty={() => posts.length === 0}
        empty={{ title: empty, inline: true }}
      >
        {() => <PanelPostLinks posts={posts} />}
      </QueryState>
    </PanelBlock>
  );
}
