import { useId } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import FilterListIcon from '@material-ui/icons/FilterList';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import { ViewToggle } from '../../../components/ViewToggle';
import type { ListFilters } from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { FilterSelect } from '../../../components/FilterSelect';
import { orderByOptions } from './orderOptions';
import { PostSearchBox } from './PostSearchBox';
import { QuickFilters } from './QuickFilters';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
  // Wide enough for the whole placeholder; it grows into the free space.
  search: { flex: '1 1 300px', minWidth: 300 },
  end: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginLeft: 'auto',
  },
}));

/** @public */
export interface PostListControlsProps {
  type?: PostType;
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  onSearch: (query: string) => void;
  /** The Filters button: whether its panel shows, which panel, how many of its filters are set. */
  filtersOpen: boolean;
  onFiltersToggle: () => void;
  filtersPanelId: string;
  activeFilters: number;
}

/**
 * The list's one line of controls: search, sort, the quick filters, the
 * Filters button that shows the rest, and the layout. @public
 */
export function PostListControls({
  type,
  filters,
  onChange,
  onSearch,
  filtersOpen,
  onFiltersToggle,
  filtersPanelId,
  activeFilters,
}: PostListControlsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const id = useId();
  return (
    <div className={classes.root}>
      <PostSearchBox
        className={classes.search}
        value={filters.searchQuery}
        onSearch={onSearch}
      />
      <FilterSelect
        id={`${id}-orderBy`}
        label={t('postList.filters.orderBy')}
        value={filters.orderBy}
        onChange={value =>
          onChange({ orderBy: value as ListFilters['orderBy'] })
        }
        options={orderByOptions(
          type,
          filters.orderBy,
          filters.searchQuery.trim() !== '',
        ).map(key => [key, t(`postList.filters.orderByOption.${key}`)])}
      />
      <QuickFilters type={type} filters={filters} onChange={onChange} />
      <div className={classes.end}>
        <Button
          variant={activeFilters ? 'contained' : 'outlined'}
          color={activeFilters ? 'primary' : 'default'}
          startIcon={<FilterListIcon aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={filtersPanelId}
          onClick={onFiltersToggle}
        >
          {activeFilters
            ? t('postList.filters.toggleCount', { count: activeFilters })
            : t('postList.filters.label')}
        </Button>
        <ViewToggle view={filters.view} onChange={view => onChange({ view })} />
      </div>
    </div>
  );
}
