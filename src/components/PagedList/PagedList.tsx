import { useEffect, useId, useRef, type ReactNode } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { Pager } from '../Pager';
import {
  QueryState,
  type QueryStateProps,
  type QueryStateResult,
} from '../QueryState';
import type { Paging } from './useUrlPaging';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  list: { listStyle: 'none', margin: 0, padding: 0 },
}));

/** @public */
export interface PagedListProps<Data, Item> {
  /** The list's query, passed as is: `useGetPostsQuery(query)`. */
  result: QueryStateResult<Data>;
  /** The page of items and the count of all matches in a response. */
  select: (data: Data) => { items: ReadonlyArray<Item>; total: number };
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  /** Where the page is kept, e.g. `useUrlPaging(10)`. */
  paging: Paging;
  /** What an empty list says and offers. */
  empty: NonNullable<QueryStateProps<Data>['empty']>;
  /** The heading: the list's name, or its count once known ("24 tags"). */
  heading?: (total: number | undefined) => string;
  /** Buttons beside the heading, e.g. "Create tag". */
  actions?: ReactNode;
  /** Search, sort and the like, between the heading and the items. */
  controls?: ReactNode;
  /** Accessible name of the list of items; the heading names the section. */
  label?: string;
  /** Layout of the list and its items (a stack, rows, a grid). */
  classes?: { list?: string; item?: string };
  /** Extra attributes of the list element, e.g. `data-view`. */
  listProps?: Record<`data-${string}`, string>;
}

/**
 * The shell every paged list shares: a heading with the real count (and
 * actions), optional controls, the items, and the pager over the real total;
 * loading, revalidating, error-with-Retry and empty states come from
 * `QueryState`. A page past the end (the last item of a later page restored
 * or deleted, an old link) moves to the last page without a history entry.
 * @public
 */
export function PagedList<Data, Item>(props: PagedListProps<Data, Item>) {
  const { result, select, itemKey, renderItem, paging } = props;
  const classes = useStyles();
  const { t } = useTranslationRef(agoraTranslationRef);
  const headingId = useId();
  const top = useRef<HTMLElement>(null);
  const page = result.data === undefined ? undefined : select(result.data);
  const total = page?.total;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / paging.pageSize));
  const pastTheEnd = page?.items.length === 0 && paging.page > lastPage;
  const { onPageChange } = paging;

  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(next);
    // The next page starts at the top, not where the pager was.
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section
      className={classes.root}
      ref={top}
      aria-labelledby={props.heading ? headingId : undefined}
    >
      {props.heading && (
        <div className={classes.header}>
          <Typography variant="h5" component="h2" id={headingId}>
            {props.heading(total)}
          </Typography>
          {props.actions && (
            <div className={classes.actions}>{props.actions}</div>
          )}
        </div>
      )}
      {props.controls}
      {/* One flex item: the quiet progress bar adds no second gap above the items. */}
      <div>
        <QueryState<Data>
          result={result}
          isEmpty={data => {
            const { items, total: all } = select(data);
            return all === 0 && items.length === 0;
          }}
          empty={props.empty}
        >
          {data => {
            const { items, total: all } = select(data);
            return (
              <>
                <ul
                  className={`${classes.list} ${props.classes?.list ?? ''}`}
                  aria-label={props.label}
                  {...props.listProps}
                >
                  {items.map(item => (
                    <li key={itemKey(item)} className={props.classes?.item}>
                      {renderItem(item)}
                    </li>
                  ))}
                </ul>
                <Pager
                  total={all}
                  page={paging.page}
                  pageSize={paging.pageSize}
                  onPageChange={changePage}
                  onPageSizeChange={paging.onPageSizeChange}
                  sizeLabel={t('postList.pagination.itemsPerPage')}
                />
              </>
            );
          }}
        </QueryState>
      </div>
    </section>
  );
}
