import { Link as RouterLink } from 'react-router-dom';
import Link from '@material-ui/core/Link';
import type { PostListPreset } from '../../api/types';
import { useGetPostListQuery } from '../../features/posts/postsApi';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { QueryState } from '../QueryState';
import { PanelBlock, usePanelStyles } from './PanelBlock';
import type { PanelScope } from './usePanelScope';

/** How many questions each panel list shows. */
const PANEL_SIZE = 5;

/** A preset list of questions (hot, unanswered, no correct answer), within the scope. */
export function PanelQuestions(props: {
  list: PostListPreset;
  title: string;
  empty: string;
  scope: PanelScope;
}) {
  const { list, title, empty, scope } = props;
  const classes = usePanelStyles();
  const links = useAgoraLinks();
  const result = useGetPostListQuery({
    list,
    type: 'question',
    limit: PANEL_SIZE,
    ...scope.filter,
  });
  return (
    <PanelBlock title={title}>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{ title: empty, inline: true }}
      >
        {data => (
          <ul className={classes.list}>
            {data.posts.map(post => {
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
        )}
      </QueryState>
    </PanelBlock>
  );
}
