import { useMemo, useRef, useState } from 'react';
import IconButton from '@material-ui/core/IconButton';
import Table from '@material-ui/core/Table';
import TableBody from '@material-ui/core/TableBody';
import TableCell from '@material-ui/core/TableCell';
import TableHead from '@material-ui/core/TableHead';
import TablePagination from '@material-ui/core/TablePagination';
import TableRow from '@material-ui/core/TableRow';
import Tooltip from '@material-ui/core/Tooltip';
import { makeStyles } from '@material-ui/core/styles';
import RefreshIcon from '@material-ui/icons/Refresh';
import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import Skeleton from '@material-ui/lab/Skeleton';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  CARD_QUICK_FILTERS,
  type CardSettings,
  type Post,
} from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { QueryState } from '../../components/QueryState';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { useContainerWidth } from '../../hooks/useContainerWidth';
import { agoraTranslationRef } from '../../translation';
import { useGetPostsQuery } from '../posts/postsApi';
import {
  cardPostsQuery,
  readCardSettings,
  type CardQuickFilter,
} from './cardSettings';

const useStyles = makeStyles(theme => ({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  title: { fontWeight: 500, overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap' },
  // Whatever still does not fit scrolls inside the card, not the page.
  scroll: { overflowX: 'auto' },
}));

// Below these card widths the least needed columns give way to the titles.
const WITHOUT_ACTIVE = 640;
const TITLE_AND_CREATED = 440;

/**
 * The dashboard card's content: the posts its settings ask for, in a
 * compact table, with the quick filter switch, a refresh button and
 * pagination over the real total. Changed settings start it over.
 */
export function AgoraCardContent(props: Record<string, unknown>) {
  const settings = readCardSettings(props);
  return <CardPosts key={JSON.stringify(settings)} settings={settings} />;
}

function CardPosts({ settings }: { settings: CardSettings }) {
  const classes = useStyles();
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const [quickFilter, setQuickFilter] = useState<CardQuickFilter>(
    settings.quickFilter,
  );
  const [page, setPage] = useState(1);
  const query = useMemo(
    () => cardPostsQuery(settings, quickFilter, page),
    [settings, quickFilter, page],
  );
  const result = useGetPostsQuery(query);
  const frame = useRef<HTMLDivElement>(null);
  // The card's own width: a dashboard column or a phone, not the viewport.
  const width = useContainerWidth(frame) ?? Infinity;
  const showAuthor = width >= TITLE_AND_CREATED;
  const showType = !settings.postType && width >= TITLE_AND_CREATED;
  const showActive = width >= WITHOUT_ACTIVE;
  const columns = [
    t('card.column.title'),
    ...(showAuthor ? [t('card.column.author')] : []),
    ...(showType ? [t('card.column.type')] : []),
    t('card.column.created'),
    ...(showActive ? [t('card.column.active')] : []),
  ];

  const row = (post: Post) => (
    <TableRow key={post.id}>
      <TableCell className={classes.title}>
        <Link to={links.post(post.type, post.id) ?? links.home}>
          {post.title}
        </Link>
      </TableCell>
      {showAuthor && (
        <TableCell className={classes.nowrap}>
          <AuthorLink
            author={post.author}
            anonymous={post.anonymous}
            own={post.own}
            href={links.user}
            hideAvatar
          />
        </TableCell>
      )}
      {showType && (
        <TableCell className={classes.nowrap}>
          {t(`card.type.${post.type}`)}
        </TableCell>
      )}
      <TableCell className={classes.nowrap}>
        <RelativeTime date={post.created} />
      </TableCell>
      {showActive && (
        <TableCell className={classes.nowrap}>
          <RelativeTime date={post.lastActivity} />
        </TableCell>
      )}
    </TableRow>
  );

  return (
    <div ref={frame}>
      <div className={classes.toolbar}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label={t('card.quickFilter.label')}
          value={quickFilter}
          onChange={(_, next: CardQuickFilter | null) => {
            // Pressing the current filter again keeps it: one is always on.
            if (!next) return;
            setQuickFilter(next);
            setPage(1);
          }}
        >
          {CARD_QUICK_FILTERS.map(filter => (
            <ToggleButton key={filter} value={filter}>
              {t(`card.quickFilter.${filter}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title={t('card.refresh')}>
          <IconButton
            size="small"
            aria-label={t('card.refresh')}
            onClick={() => result.refetch()}
          >
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </div>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{ title: t(`card.empty.${quickFilter}`), inline: true }}
        skeleton={Array.from({ length: Math.min(settings.rowsPerPage, 5) }).map(
          (_, i) => (
            <Skeleton key={i} height={32} />
          ),
        )}
      >
        {data => (
          <>
            <div className={classes.scroll}>
              <Table size="small" aria-label={t('card.tableLabel')}>
                <TableHead>
                  <TableRow>
                    {columns.map((column, i) => (
                      <TableCell
                        key={column}
                        className={i ? classes.nowrap : ''}
                      >
                        {column}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>{data.posts.map(row)}</TableBody>
              </Table>
            </div>
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={settings.rowsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) =>
                t('card.pagination.displayedRows', {
                  from: String(from),
                  to: String(to),
                  total: String(count),
                })
              }
              backIconButtonText={t('card.pagination.previous')}
              nextIconButtonText={t('card.pagination.next')}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
