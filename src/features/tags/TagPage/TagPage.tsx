import { makeStyles } from '@material-ui/core/styles';
import LocalOfferOutlinedIcon from '@material-ui/icons/LocalOfferOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useRouteRef } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Tag } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout/NotFoundPanel';
import { MarkdownView } from '../../../components/MarkdownView';
import { QueryState } from '../../../components/QueryState';
import { SubjectHeader } from '../../../components/SubjectHeader';
import { agoraRouteRefs } from '../../../routes';
import { agoraTranslationRef } from '../../../translation';
import { ScopedCreateButtons } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { PostList } from '../../posts/PostList';
import { TagActions } from '../TagActions';
import { TagExperts } from '../TagExperts';
import { useGetTagQuery } from '../tagsApi';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
}));

/** `/tags/{tag}`: the tag's description, experts and counts, Follow, and its posts. */
export function TagPage() {
  const { tag: name = '' } = useParams();
  const { t } = useTranslationRef(agoraTranslationRef);
  const result = useGetTagQuery(name);
  return (
    <QueryState result={result}>
      {tag =>
        // A tag that does not exist reads as null (its read is not ok).
        tag ? (
          <TagView tag={tag} />
        ) : (
          <NotFoundPanel description={t('tags.page.notFound', { tag: name })} />
        )
      }
    </QueryState>
  );
}

function TagView({ tag }: { tag: Tag }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const tagsList = useRouteRef(agoraRouteRefs.tags)();
  const navigate = useNavigate();

  return (
    <div className={classes.root}>
      <SubjectHeader
        title={tag.tag}
        avatar={
          <LocalOfferOutlinedIcon fontSize="large" color="action" aria-hidden />
        }
        counts={[
          t('directory.counts.questions', { count: tag.questionsCount }),
          t('directory.counts.articles', { count: tag.articlesCount }),
          t('directory.counts.links', { count: tag.linksCount }),
          t('directory.counts.followers', { count: tag.followerCount }),
        ]}
        follow={<FollowButton kind="tags" id={tag.tag} name={tag.tag} />}
        actions={<TagActions tag={tag} onDeleted={() => navigate(tagsList)} />}
      >
        {tag.description && <MarkdownView content={tag.description} />}
        <TagExperts experts={tag.experts ?? []} heading size="medium" />
      </SubjectHeader>
      <PostList
        listId={`tag:${tag.tag}`}
        defaults={{ tags: [tag.tag] }}
        empty={{
          title: t('tags.page.empty.title', { tag: tag.tag }),
          description: t('tags.page.empty.description'),
          action: <ScopedCreateButtons scope={{ tags: [tag.tag] }} />,
        }}
      />
    </div>
  );
}
