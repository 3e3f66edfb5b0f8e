import { useNavigate } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import Card from '@material-ui/core/Card';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  FLAG_REASONS,
  type FlaggedItem,
  type FlaggedItemsResponse,
  type FlagResolution,
} from '../../api/types';
import { DeleteDialog, useReasonedDelete } from '../../components/DeleteDialog';
import { PagedList, useUrlPaging } from '../../components/PagedList';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { PAGE_SIZES } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import { useDeleteAnswerMutation } from '../answers/answersApi';
import {
  useDeleteAnswerCommentMutation,
  useDeletePostCommentMutation,
} from '../comments/commentsApi';
import { useDeletePostMutation } from '../posts/postsApi';
import { useGetFlaggedItemsQuery, useResolveFlagsMutation } from './flagsApi';

const useStyles = makeStyles(theme => ({
  list: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2),
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
  actions: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

const select = (data: FlaggedItemsResponse) => ({
  items: data.items,
  total: data.total,
});

/** The existing delete call of the item's kind (comments take no reason). */
function useDeleteItem(item: FlaggedItem) {
  const [deletePost] = useDeletePostMutation();
  const [deleteAnswer] = useDeleteAnswerMutation();
  const [deletePostComment] = useDeletePostCommentMutation();
  const [deleteAnswerComment] = useDeleteAnswerCommentMutation();
  return async (reason: string | undefined): Promise<boolean> => {
    const { kind, id, postId, answerId } = item;
    if (kind === 'post') return deletePost({ id, reason }).unwrap();
    if (kind === 'answer')
      return deleteAnswer({ postId, answerId: id, reason }).unwrap();
    if (answerId !== undefined)
      await deleteAnswerComment({ postId, answerId, commentId: id }).unwrap();
    else await deletePostComment({ postId, commentId: id }).unwrap();
    return true;
  };
}

/** One flagged item: what and whose, its flags by reason, and the actions that resolve them. */
function FlaggedItemRow({ item }: { item: FlaggedItem }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const navigate = useNavigate();
  const [resolveFlags, resolving] = useResolveFlagsMutation();
  const page = links.post(item.postType, item.postId) ?? links.home;
  const anchor = item.kind === 'post' ? '' : `#${item.kind}_${item.id}`;
  // Posts have an edit page; answers and comments are edited in their thread.
  const editor =
    item.kind === 'post'
      ? (links.editPost(item.postType, item.id) ?? page)
      : `${page}${anchor}`;

  // Optimistic: the row leaves at once, and comes back with an alert
  // carrying the server's reason if resolving fails (api/optimistic.ts).
  const resolve = async (resolution: FlagResolution) => {
    try {
      await resolveFlags({ kind: item.kind, id: item.id, resolution }).unwrap();
      return true;
    } catch {
      return false;
    }
  };
  const remove = useDeleteItem(item);
  const deleting = useReasonedDelete({
    remove,
    failedMessage: t('flags.moderate.deleteFailed'),
    onDeleted: () => resolve('deleted'),
  });
  const named = (action: string) =>
    t('flags.moderate.named', { action, title: item.title });

  return (
    <Card variant="outlined" className={classes.row}>
      <div className={classes.chips}>
        <Chip size="small" label={t(`flags.moderate.kind.${item.kind}`)} />
        <Chip
          size="small"
          color="secondary"
          label={t('flags.moderate.flags', { count: item.count })}
        />
        {item.hidden && (
          <Chip
            size="small"
            variant="outlined"
            label={t('flags.moderate.hidden')}
          />
        )}
      </div>
      <Typography variant="subtitle1" component="h3">
        <Link to={`${page}${anchor}`}>{item.title}</Link>
      </Typography>
      <Typography variant="body2">{item.excerpt}</Typography>
      <Typography variant="body2" color="textSecondary">
        {t('flags.moderate.by', { author: item.author })}
        {' · '}
        <RelativeTime date={item.lastFlagged} />
      </Typography>
      <ul className={classes.chips} aria-label={t('flags.dialog.reason')}>
        {FLAG_REASONS.filter(reason => item.reasons[reason]).map(reason => (
          <li key={reason}>
            <Chip
              size="small"
              variant="outlined"
              label={`${t(`flags.reasons.${reason}`)} × ${item.reasons[reason]}`}
            />
          </li>
        ))}
      </ul>
      {item.texts.map((text, i) => (
        <Typography key={i} variant="body2" component="blockquote">
          {text}
        </Typography>
      ))}
      <div className={classes.actions}>
        <Button
          variant="outlined"
          size="small"
          disabled={resolving.isLoading}
          onClick={() => resolve('dismissed')}
          aria-label={named(t('flags.moderate.dismiss'))}
        >
          {t('flags.moderate.dismiss')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={resolving.isLoading}
          onClick={async () => {
            if (await resolve('edited')) navigate(editor);
          }}
          aria-label={named(t('flags.moderate.edit'))}
        >
          {t('flags.moderate.edit')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          color="secondary"
          disabled={resolving.isLoading}
          onClick={deleting.start}
          aria-label={named(t('flags.moderate.delete'))}
        >
          {t('flags.moderate.delete')}
        </Button>
      </div>
      <DeleteDialog
        title={t('flags.moderate.deleteTitle')}
        message={t('flags.moderate.deleteMessage')}
        withoutReason={item.kind === 'comment'}
        {...deleting.dialog}
      />
    </Card>
  );
}

/**
 * The moderator area's Flags tab: flagged posts, answers and comments,
 * most flagged first, with their reasons; Dismiss, Edit and Delete each
 * resolve the item's flags (docs/api.md, "Flags").
 */
export function FlaggedItems() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useGetFlaggedItemsQuery({
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  return (
    <PagedList
      result={result}
      select={select}
      itemKey={item => `${item.kind}:${item.id}`}
      paging={paging}
      heading={total =>
        total === undefined
          ? t('flags.moderate.label')
          : t('flags.moderate.count', { count: total })
      }
      empty={{
        title: t('flags.moderate.empty.title'),
        description: t('flags.moderate.empty.description'),
      }}
      classes={{ list: classes.list }}
      renderItem={item => <FlaggedItemRow item={item} />}
    />
  );
}
