import Typography from '@material-ui/core/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { PagedList, type Paging } from '../../components/PagedList';
import type { QueryStateResult } from '../../components/QueryState';
import { ViewToggle } from '../../components/ViewToggle';
import type { ListView } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import { FilterSelect } from '../../components/FilterSelect';
import { PostSearchBox } from '../posts/PostList/PostSearchBox';
import type { Directory } from './useDirectory';

const useStyles = makeStyles(theme => ({
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
  search: { flex: '1 1 300px', minWidth: 240 },
  end: { marginLeft: 'auto' },
  note: { marginBottom: theme.spacing(1.5) },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  },
  grid: {
    display: 'grid',
    // min(): one column, never wider than the list, when the list is narrow.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
    gap: theme.spacing(2),
  },
  item: { display: 'flex', '& > *': { flex: 1, minWidth: 0 } },
}));

/** @public */
export interface DirectoryListProps<Data, Item> {
  /** The page's `useDirectory(...)`: search, sort, page and view. */
  directory: Directory;
  /** The page's query, passed as is: `useGetTagsQuery(directory.query)`. */
  result: QueryStateResult<Data>;
  /** The page of items and the count of all matches in a response. */
  select: (data: Data) => { items: Item[]; total: number };
  itemKey: (item: Item) => string | number;
  /** One card (grid) or row (list); `DirectoryCard` renders either. */
  renderItem: (item: Item, view: ListView) => ReactNode;
  /** The heading: the list's name, or its count once known ("24 tags"). */
  heading: (total: number | undefined) => string;
  /** Accessible name of the list of items. */
  label: string;
  /** What the search box searches, e.g. "Search tags". */
  searchPlaceholder?: string;
  /** Buttons beside the heading, e.g. "Create tag" for moderators. */
  actions?: ReactNode;
  /** A line above the controls saying what the figures count, e.g. that they are community totals. */
  note?: string;
  /** What an empty directory (no search) says and offers. */
  empty: { title: string; description?: string; action?: ReactNode };
}

/**
 * The list shell of the tags, entities, users and collections pages: a
 * heading with the real count and actions, a search box, a sort select and
 * the list/grid toggle, the items as a responsive grid of cards or as rows,
 * and pagination on the shared `PagedList`, with a nothing-matches state
 * for a search. Search, sort and page live
 * in the URL (`useDirectory`). A page supplies its query, sorts and card:
 *
 * ```tsx
 * const directory = useDirectory('tags', tagSorts);
 * const result = useGetTagsQuery(directory.query);
 * <DirectoryList
 *   directory={directory}
 *   result={result}
 *   select={data => ({ items: data.tags, total: data.total })}
 *   itemKey={tag => tag.id}
 *   renderItem={(tag, view) => <TagCard tag={tag} view={view} />}
 *   heading={total => t('tags.list.count', { count: total ?? 0 })}
 *   label={t('tags.list.label')}
 *   empty={{ title: t('tags.list.empty') }}
 * />
 * ```
 * @public
 */
export function DirectoryList<Data, Item>(
  props: DirectoryListProps<Data, Item>,
) {
  const { directory, result, select, itemKey, renderItem } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const id = useId();
  const { params, sorts, change } = directory;
  const paging = useMemo<Paging>(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      onPageChange: (page, options) => change({ page }, options),
      onPageSizeChange: pageSize => change({ pageSize }),
    }),
    [params.page, params.pageSize, change],
  );

  const empty = params.searchQuery
    ? {
        title: t('directory.noMatches.title'),
        description: t('directory.noMatches.description', {
          query: params.searchQuery,
        }),
        action: (
          <Button
            variant="outlined"
            color="primary"
            onClick={() => change({ searchQuery: '' })}
          >
            {t('directory.noMatches.clear')}
          </Button>
        ),
      }
    : props.empty;

  return (
    <PagedList<Data, Item>
      result={result}
      select={select}
      itemKey={itemKey}
      renderItem={item => renderItem(item, params.view)}
      paging={paging}
      heading={props.heading}
      actions={props.actions}
      controls={
        <>
          {props.note && (
            <Typography variant="body2" className={classes.note}>
              {props.note}
            </Typography>
          )}
          <div className={classes.controls}>
            <PostSearchBox
              className={classes.search}
              value={params.searchQuery}
              onSearch={searchQuery => change({ searchQuery })}
              placeholder={
                props.searchPlaceholder ?? t('directory.searchPlaceholder')
              }
            />
            <FilterSelect
              id={`${id}-sort`}
              label={t('directory.sortBy')}
              value={params.sort}
              onChange={sort => change({ sort })}
              options={sorts.map(sort => [sort.value, sort.label] as const)}
            />
            <div className={classes.end}>
              <ViewToggle
                view={params.view}
                onChange={view => change({ view })}
              />
            </div>
          </div>
        </>
      }
      label={props.label}
      empty={empty}
      classes={{ list: classes[params.view], item: classes.item }}
      listProps={{ 'data-view': params.view }}
    />
  );
}
