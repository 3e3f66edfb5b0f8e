import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@material-ui/core/Link';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostListPreset } from '../../api/types';
import { useGetFollowedTagsQuery } from '../../features/follows/followsApi';
import { useGetPostListQuery } from '../../features/posts/postsApi';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { QueryState } from '../QueryState';
import { TagChips } from '../TagChips';

/** How many questions each panel list shows. */
const PANEL_SIZE = 5;

const useStyles = makeStyles(theme => ({
  block: { marginBottom: theme.spacing(3) },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { padding: theme.spacing(0.5, 0) },
}));

function PanelBlock({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const classes = useStyles();
  return (
    <div className={classes.block}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </div>
  );
}

function QuestionLinks(props: {
  list: PostListPreset;
  title: string;
  empty: string;
}) {
  const classes = useStyles();
  const links = useAgoraLinks();
  const result = useGetPostListQuery({
    list: props.list,
    type: 'question',
    limit: PANEL_SIZE,
  });
  return (
    <PanelBlock title={props.title}>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{ title: props.empty, inline: true }}
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

function FollowedTags() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const result = useGetFollowedTagsQuery();
  return (
    <PanelBlock title={t('rightPanel.followedTags')}>
      <QueryState
        result={result}
        isEmpty={data => data.tags.length === 0}
        empty={{ title: t('rightPanel.noFollowedTags'), inline: true }}
      >
        {data => (
          <TagChips
            tags={data.tags.map(tag => tag.tag)}
            href={links.tag}
            label={t('rightPanel.followedTags')}
          />
        )}
      </QueryState>
    </PanelBlock>
  );
}

/** The shell's right panel: questions that need attention and what the person follows. */
export function RightPanel() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <>
      <QuestionLinks
        list="hot"
        title={t('rightPanel.hotQuestions')}
        empty={t('rightPanel.noHotQuestions')}
      />
      <QuestionLinks
        list="unanswered"
        title={t('rightPanel.unansweredQuestions')}
        empty={t('rightPanel.noUnansweredQuestions')}
      />
      <FollowedTags />
    </>
  );
}
