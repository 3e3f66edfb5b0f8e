import { useId } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import FilterListIcon from '@material-ui/icons/FilterList';
import GridIcon from '@material-ui/icons/ViewModule';
import ListIcon from '@material-ui/icons/ViewList';
import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import type { ListFilters } from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { FilterSelect } from './FilterSelect';
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
        options={orderByOptions(type, filters.orderBy).map(key => [
          key,
          t(`postList.filters.orderByOption.${key}`),
        ])}
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filters.view}
          // Clicking the pressed button gives null: the view stays as it is.
          onChange={(_, view) => view && onChange({ view })}
          aria-label={t('postList.view.label')}
        >
          <ToggleButton value="list" aria-label={t('postList.view.list')}>
            <ListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('postList.view.grid')}>
            <GridIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
    </div>
  );
}
