import { useState } from 'react';
import Chip from '@material-ui/core/Chip';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { ListQuery, PostType } from '../../../api/types';
import type { ListFilters } from '../../../state/listFilters';
import {
  useCatalogPresentation,
  useCatalogPresentations,
} from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { readableEntityName } from '../../../utils/entityRefs';
import { useGetEntitiesQuery } from '../../entities/entitiesApi';
import { useGetTagsQuery } from '../../tags/tagsApi';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { MultiFilter } from './MultiFilter';
import { quickFilterKeys } from './orderOptions';

const OPTIONS_LIMIT = 50;

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
  },
  quick: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    width: '100%',
  },
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

/**
 * The author filter (author links lead here) as a chip with the author's
 * name. The whole chip is one button that removes it, so it is one stop
 * for keyboards and its name says what pressing it does.
 */
function AuthorFilter(props: { author: string; onRemove: () => void }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const catalog = useCatalogPresentation(props.author);
  const name = catalog?.title || readableEntityName(props.author);
  return (
    <Chip
      color="primary"
      label={t('postList.filters.author', { name })}
      aria-label={t('postList.filters.removeAuthor', { name })}
      title={props.author}
      onClick={props.onRemove}
      onDelete={props.onRemove}
    />
  );
}

/** @public */
export interface PostListFiltersProps {
  type?: PostType;
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
}

/** Quick filters and the tag and entity pickers of a post list. @public */
export function PostListFilters({
  type,
  filters,
  onChange,
}: PostListFiltersProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
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
    <div className={classes.root}>
      <div
        className={classes.quick}
        role="group"
        aria-label={t('postList.filters.quick')}
      >
        {quickFilterKeys(type).map(key => (
          <Chip
            key={key}
            label={t(`postList.filters.${key}`)}
            aria-pressed={filters[key]}
            clickable
            color={filters[key] ? 'primary' : 'default'}
            variant={filters[key] ? 'default' : 'outlined'}
            icon={filters[key] ? <CheckIcon aria-hidden /> : undefined}
            onClick={() => onChange({ [key]: !filters[key] })}
          />
        ))}
        {filters.author && (
          <AuthorFilter
            author={filters.author}
            onRemove={() => onChange({ author: undefined })}
          />
        )}
      </div>
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
    </div>
  );
}
