import { useId } from 'react';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import GridIcon from '@material-ui/icons/ViewModule';
import ListIcon from '@material-ui/icons/ViewList';
import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type ListFilters,
} from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { orderByOptions } from './orderOptions';
import { PostSearchBox } from './PostSearchBox';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
  search: { flex: '1 1 240px' },
  select: { minWidth: 150 },
  date: { width: 170 },
}));

/** @public */
export interface PostListControlsProps {
  type?: PostType;
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  onSearch: (query: string) => void;
}

/** Search, sort, date range and layout of a post list. @public */
export function PostListControls({
  type,
  filters,
  onChange,
  onSearch,
}: PostListControlsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  // Labels need ids to name their fields; one prefix, one suffix per field.
  const id = useId();
  const select = (
    key: string,
    label: string,
    value: string,
    onSelect: (value: string) => void,
    options: Array<[string, string]>,
  ) => (
    <TextField
      id={`${id}-${key}`}
      select
      variant="outlined"
      size="small"
      className={classes.select}
      label={label}
      value={value}
      onChange={event => onSelect(event.target.value)}
      // Native selects work with every keyboard and screen reader as they are.
      SelectProps={{ native: true }}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  );
  const dateInput = (key: 'fromDate' | 'toDate') => (
    <TextField
      id={`${id}-${key}`}
      type="date"
      variant="outlined"
      size="small"
      className={classes.date}
      label={t(`postList.filters.${key}`)}
      value={filters[key] ?? ''}
      onChange={event => onChange({ [key]: event.target.value || undefined })}
      InputLabelProps={{ shrink: true }}
    />
  );

  return (
    <div className={classes.root}>
      <PostSearchBox
        className={classes.search}
        value={filters.searchQuery}
        onSearch={onSearch}
      />
      {select(
        'orderBy',
        t('postList.filters.orderBy'),
        filters.orderBy,
        value => onChange({ orderBy: value as ListFilters['orderBy'] }),
        orderByOptions(type, filters.orderBy).map(key => [
          key,
          t(`postList.filters.orderByOption.${key}`),
        ]),
      )}
      {select(
        'order',
        t('postList.filters.order'),
        filters.order,
        value => onChange({ order: value as ListFilters['order'] }),
        (['desc', 'asc'] as const).map(key => [
          key,
          t(`postList.filters.orderOption.${key}`),
        ]),
      )}
      {select(
        'dateRange',
        t('postList.filters.dateRange'),
        filters.dateRange,
        value => onChange({ dateRange: value as DateRangePreset }),
        DATE_RANGE_PRESETS.map(key => [
          key,
          t(`postList.filters.dateRangeOption.${key}`),
        ]),
      )}
      {filters.dateRange === 'custom' && (
        <>
          {dateInput('fromDate')}
          {dateInput('toDate')}
        </>
      )}
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
  );
}
