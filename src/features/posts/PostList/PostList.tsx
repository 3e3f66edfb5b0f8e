import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType, PostsResponse } from '../../../api/types';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { useListFiltersFromUrl } from '../../../hooks/useListFiltersFromUrl';
import {
  DEFAULT_LIST_FILTERS,
  type ListFilters,
} from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { useCreateLinks } from '../../permissions/useCreateLinks';
import { useGetPostsQuery } from '../postsApi';
import { PostListControls } from './PostListControls';
import { PostListFilters } from './PostListFilters';
import { PostListHeader } from './PostListHeader';
import { PostListResults } from './PostListResults';
import { SearchOutcomeNotice } from './SearchOutcomeNotice';
import { isFiltered, panelFilterCount } from './isFiltered';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
}));

/** What an unfiltered empty list says and offers. @public */
export interface PostListEmpty {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** @public */
export interface PostListProps {
  /** The list's key in the store and in remembered preferences, e.g. `questions`. */
  listId: string;
  /** The post type shown; none for lists mixing types (favorites, tag pages). */
  type?: PostType;
  /** What the untouched list filters by, e.g. `{ tags: ['react'] }` or `{ favorite: true }`. */
  defaults?: Partial<Omit<ListFilters, 'type'>>;
  /** Create buttons; the list's type by default, all three on mixed lists. */
  createTypes?: PostType[];
  /** Replaces the "No questions yet" state of an unfiltered empty list. */
  empty?: PostListEmpty;
  /**
   * Namespaces the filters' URL keys, for lists on a host page's URL (a
   * catalog entity's tab) whose own keys must not be read or written.
   */
  urlParamPrefix?: string;
}

/**
 * A post list with search, filters, sorting, list/grid views and paging,
 * all mirrored in the URL. Every post list of Agora is one of these.
 * @public
 */
export function PostList({
  listId,
  type,
  defaults = {},
  createTypes,
  empty,
  urlParamPrefix,
}: PostListProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const analytics = useAnalytics();
  const links = useAgoraLinks();
  const create = useCreateLinks();
  const top = useRef<HTMLDivElement>(null);
  const listDefaults = { ...defaults, type };
  const { filters, query, changeFilters, resetFilters } = useListFiltersFromUrl(
    listId,
    listDefaults,
    urlParamPrefix,
  );
  const result = useGetPostsQuery(query);

  const kind = type ?? 'post';
  const scope = { tags: defaults.tags, entities: defaults.entities };
  // Only types whose create form exists, for those who may create, get a button.
  const createLinks = (createTypes ?? (type ? [type] : links.postTypes))
    .map(createType => ({
      type: createType,
      href: create.createPost(createType, scope),
    }))
    .filter((link): link is { type: PostType; href: string } => !!link.href);
  const untouched = { ...DEFAULT_LIST_FILTERS, ...listDefaults };
  const filtered = isFiltered(filters, untouched);
  const activeFilters = panelFilterCount(filters, untouched);
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  // A filter set from outside (a shared link, back or forward) shows where
  // it can be changed; closing the panel again is the person's choice.
  const anyActive = activeFilters > 0;
  useEffect(() => {
    if (anyActive) setFiltersOpen(true);
  }, [anyActive]);

  const search = (searchQuery: string) => {
    changeFilters({ searchQuery });
    if (searchQuery) analytics.captureEvent('search', searchQuery);
  };
  const changePage = (page: number) => {
    changeFilters({ page });
    // The next page starts at the top, not where the pager was.
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const emptyState = filtered
    ? {
        title: t('postList.empty.filtered.title'),
        description: t('postList.empty.filtered.description'),
        action: (
          <Button variant="outlined" color="primary" onClick={resetFilters}>
            {t('postList.filters.clear')}
          </Button>
        ),
      }
    : (empty ?? {
        title: t(`postList.empty.${kind}.title`),
        description: t(`postList.empty.${kind}.description`),
        action: createLinks[0] && (
          <Button
            component={RouterLink}
            role={undefined}
            to={createLinks[0].href}
            variant="contained"
            color="primary"
          >
            {t(`postList.empty.${kind}.action`)}
          </Button>
        ),
      });

  return (
    <div className={classes.root} ref={top}>
      <PostListHeader
        type={type}
        total={result.data?.total}
        createLinks={createLinks}
      />
      <PostListControls
        type={type}
        // A list of one person's posts (their page) offers no author chip to remove.
        filters={defaults.author ? { ...filters, author: undefined } : filters}
        onChange={changeFilters}
        onSearch={search}
        filtersOpen={filtersOpen}
        onFiltersToggle={() => setFiltersOpen(open => !open)}
        filtersPanelId={panelId}
        activeFilters={activeFilters}
      />
      <PostListFilters
        type={type}
        filters={filters}
        onChange={changeFilters}
        id={panelId}
        open={filtersOpen}
      />
      {/* One flex item: the quiet progress bar adds no second gap above the rows. */}
      <div>
        <QueryState<PostsResponse>
          result={result}
          isEmpty={data => data.total === 0 && data.posts.length === 0}
          empty={emptyState}
        >
          {data => (
            <>
              {query.searchQuery && (
                <SearchOutcomeNotice
                  // Not the last results' outcome while new ones load.
                  outcome={result.currentData?.search}
                  query={query.searchQuery}
                />
              )}
              <PostListResults
                posts={data.posts}
                view={filters.view}
                label={t(`postList.listLabel.${kind}`)}
                showType={!type}
              />
              <Pager
                total={data.total}
                page={filters.page}
                pageSize={filters.pageSize}
                onPageChange={changePage}
                onPageSizeChange={pageSize => changeFilters({ pageSize })}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
