import Card from '@material-ui/core/Card';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  findMentions,
  FLAG_REASONS,
  mentionsAsNames,
  type FlaggedItem,
  type FlaggedItemsResponse,
} from '../../api/types';
import {
  PagedList,
  pageOffset,
  useUrlPaging,
} from '../../components/PagedList';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { useMentionNames } from '../../hooks/useMentionNames';
import { PAGE_SIZES } from '../../state/listFilters';
import { AuthorLink } from '../../components/AuthorLink';
import { agoraTranslationRef } from '../../translation';
import { FlaggedItemActions } from './FlaggedItemActions';
import { useGetFlaggedItemsQuery } from './flagsApi';

const useStyles = makeStyles(theme => ({
  list: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2),
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
  reasons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  texts: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  quote: {
    margin: 0,
    paddingLeft: theme.spacing(1.5),
    borderLeft: `3px solid ${theme.palette.divider}`,
  },
  actions: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

const select = (data: FlaggedItemsResponse) => ({
  items: data.items,
  total: data.total,
});

/** One flagged item: what and whose, its flags by reason, and the actions that resolve them. */
function FlaggedItemRow({ item }: { item: FlaggedItem }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const page = links.post(item.postType, item.postId) ?? links.home;
  const anchor = item.kind === 'post' ? '' : `#${item.kind}_${item.id}`;
  // The text as written (a spammer's links stay visible), mentions as names.
  const mentionName = useMentionNames(findMentions(item.excerpt));

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
      <Typography variant="body2">
        {mentionsAsNames(item.excerpt, mentionName)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('flags.moderate.by', {
          author: (
            <AuthorLink author={item.author} href={links.user} hideAvatar />
          ),
        })}
        {' · '}
        <RelativeTime date={item.lastFlagged} />
      </Typography>
      <ul className={classes.reasons} aria-label={t('flags.dialog.reason')}>
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
      {item.texts.length > 0 && (
        <ul className={classes.texts} aria-label={t('flags.moderate.texts')}>
          {item.texts.map((note, i) => (
            <li key={i}>
              <Typography
                variant="body2"
                component="blockquote"
                className={classes.quote}
              >
                {note.text}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t('flags.moderate.textBy', {
                  reason: t(`flags.reasons.${note.reason}`),
                  who: (
                    <AuthorLink
                      author={note.flaggedBy}
                      href={links.user}
                      hideAvatar
                    />
                  ),
                  when: <RelativeTime date={note.flagged} />,
                })}
              </Typography>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.actions}>
        <FlaggedItemActions item={item} />
      </div>
    </Card>
  );
}

/**
 * The moderator area's Flags tab: flagged posts, answers and comments,
 * most flagged first, with their reasons; Dismiss, Edit, Close as
 * duplicate and Delete each resolve the item's flags (docs/api.md, "Flags").
 */
export function FlaggedItems() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useGetFlaggedItemsQuery({
    limit: paging.pageSize,
    offset: pageOffset(paging),
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
