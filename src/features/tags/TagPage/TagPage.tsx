import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import LocalOfferOutlinedIcon from '@material-ui/icons/LocalOfferOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useRouteRef } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Tag } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout/NotFoundPanel';
import { AuthorLink } from '../../../components/AuthorLink';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { MarkdownView } from '../../../components/MarkdownView';
import { QueryState } from '../../../components/QueryState';
import { SubjectHeader } from '../../../components/SubjectHeader';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraRouteRefs } from '../../../pages';
import { agoraTranslationRef } from '../../../translation';
import { ScopedCreateButtons } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { PostList } from '../../postList/PostList';
import { TagFormDialog } from '../TagForm';
import { useDeleteTagMutation, useGetTagQuery } from '../tagsApi';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
  experts: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
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
  const links = useAgoraLinks();
  const tagsList = useRouteRef(agoraRouteRefs.tags)();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteTag, deletion] = useDeleteTagMutation();
  const experts = tag.experts ?? [];

  const confirmDelete = async (reason: string | undefined) => {
    const result = await deleteTag({ id: tag.id, reason });
    if ('data' in result && result.data) navigate(tagsList);
  };

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
        actions={
          <>
            {tag.canEdit && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('tags.page.edit')}
              </Button>
            )}
            {tag.canDelete && (
              <Button variant="outlined" onClick={() => setDeleting(true)}>
                {t('tags.page.delete')}
              </Button>
            )}
          </>
        }
      >
        {tag.description && <MarkdownView content={tag.description} />}
        {experts.length > 0 && (
          <div>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('tags.page.experts')}
            </Typography>
            <ul className={classes.experts} aria-label={t('tags.page.experts')}>
              {experts.map(ref => (
                <li key={ref}>
                  <AuthorLink author={ref} href={links.user} size="medium" />
                </li>
              ))}
            </ul>
          </div>
        )}
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
      <TagFormDialog
        open={editing}
        tag={tag}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <DeleteDialog
        open={deleting}
        title={t('tags.page.deleteTitle', { tag: tag.tag })}
        message={t('tags.page.deleteMessage')}
        confirmLabel={t('tags.page.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
        pending={deletion.isLoading}
        error={deletion.error ? errorMessage(deletion.error) : undefined}
      />
    </div>
  );
}
