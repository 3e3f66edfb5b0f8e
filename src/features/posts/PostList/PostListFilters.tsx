import { useId, useState } from 'react';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { POST_TYPES, type ListQuery, type PostType } from '../../../api/types';
import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type ListFilters,
} from '../../../state/listFilters';
import { useCatalogPresentations } from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { readableEntityName } from '../../../utils/entityRefs';
import { useGetEntitiesQuery } from '../../entities/entitiesApi';
import { useGetTagsQuery } from '../../tags/tagsApi';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { FilterSelect } from '../../../components/FilterSelect';
import { MultiFilter } from './MultiFilter';

const OPTIONS_LIMIT = 50;

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
  },
  choices: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    width: '100%',
  },
  date: { width: 170 },
}));

/** Options of a picker, fetched once it opens and narrowed by what is typed. */
function usePickerSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const searchQuery = useDebouncedValue(text.trim(), 300);
  const query: ListQuery | undefined = open
    ? {
        limit: OPTIONS_LIMIT,
        orderBy: 'postsCount',
        order: 'desc' as const,
        ...(searchQuery ? { searchQuery } : {}),
      }
    : undefined;
  return { query, onOpen: () => setOpen(true), onInputChange: setText };
}

/** @public */
export interface PostListFiltersProps {
  /** The list's fixed type; without one (mixed lists) the panel offers a type filter. */
  type?: PostType;
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  /** The panel's id, named by the Filters button's `aria-controls`. */
  id: string;
  open: boolean;
}

/**
 * The filters behind a list's Filters button: tags, entities, creation
 * date, order and, on mixed lists, the post type. It stays mounted while
 * closed so the button always controls an element. @public
 */
export function PostListFilters({
  type,
  filters,
  onChange,
  id,
  open,
}: PostListFiltersProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const fieldId = useId();
  const tagSearch = usePickerSearch();
  const entitySearch = usePickerSearch();
  const tags = useGetTagsQuery(tagSearch.query ?? skipToken);
  const entities = useGetEntitiesQuery(entitySearch.query ?? skipToken);
  const entityOptions =
    entities.data?.entities.map(entity => entity.entityRef) ?? [];
  // Catalog display titles, as on the entity chips; refs while unknown.
  const entityTitles = useCatalogPresentations([
    ...filters.entities,
    ...entityOptions,
  ]);
  const entityLabel = (ref: string) =>
    entityTitles[ref]?.title || readableEntityName(ref);

  return (
    <div
      id={id}
      hidden={!open}
      role="group"
      aria-label={t('postList.filters.panel')}
      className={open ? classes.root : undefined}
    >
      <MultiFilter
        label={t('postList.filters.tags')}
        relationLabel={t('postList.filters.relation.tags')}
        value={filters.tags}
        onChange={value => onChange({ tags: value })}
        relation={filters.tagsRelation}
        onRelationChange={tagsRelation => onChange({ tagsRelation })}
        options={tags.data?.tags.map(tag => tag.tag) ?? []}
        loading={tags.isFetching}
        onOpen={tagSearch.onOpen}
        onInputChange={tagSearch.onInputChange}
      />
      <MultiFilter
        label={t('postList.filters.entities')}
        relationLabel={t('postList.filters.relation.entities')}
        value={filters.entities}
        onChange={value => onChange({ entities: value })}
        relation={filters.entitiesRelation}
        onRelationChange={entitiesRelation => onChange({ entitiesRelation })}
        options={entityOptions}
        getLabel={entityLabel}
        loading={entities.isFetching}
        onOpen={entitySearch.onOpen}
        onInputChange={entitySearch.onInputChange}
      />
      <div className={classes.choices}>
        {!type && (
          <FilterSelect
            id={`${fieldId}-type`}
            label={t('postList.filters.type')}
            value={filters.type ?? 'all'}
            onChange={value =>
              onChange({
                type: value === 'all' ? undefined : (value as PostType),
              })
            }
            options={(['all', ...POST_TYPES] as const).map(key => [
              key,
              t(`postList.filters.typeOption.${key}`),
            ])}
          />
        )}
        <FilterSelect
          id={`${fieldId}-dateRange`}
          label={t('postList.filters.dateRange')}
          value={filters.dateRange}
          onChange={value => onChange({ dateRange: value as DateRangePreset })}
          options={DATE_RANGE_PRESETS.map(key => [
            key,
            t(`postList.filters.dateRangeOption.${key}`),
          ])}
        />
        {filters.dateRange === 'custom' &&
          (['fromDate', 'toDate'] as const).map(key => (
            <TextField
              key={key}
              id={`${fieldId}-${key}`}
              type="date"
              variant="outlined"
              size="small"
              className={classes.date}
              label={t(`postList.filters.${key}`)}
              value={filters[key] ?? ''}
              onChange={event =>
                onChange({ [key]: event.target.value || undefined })
              }
              InputLabelProps={{ shrink: true }}
            />
          ))}
        <FilterSelect
          id={`${fieldId}-order`}
          label={t('postList.filters.order')}
          value={filters.order}
          onChange={value => onChange({ order: value as ListFilters['order'] })}
          options={(['desc', 'asc'] as const).map(key => [
            key,
            t(`postList.filters.orderOption.${key}`),
          ])}
        />
      </div>
    </div>
  );
}
