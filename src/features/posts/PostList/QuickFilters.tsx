import Chip from '@material-ui/core/Chip';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import type { ListFilters } from '../../../state/listFilters';
import { useCatalogPresentation } from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { readableEntityName } from '../../../utils/entityRefs';
import { quickFilterKeys } from './orderOptions';

const useStyles = makeStyles(theme => ({
  quick: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

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
export interface QuickFiltersProps {
  type?: PostType;
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
}

/** The one-click filters of a post list, and the author filter when set. @public */
export function QuickFilters({ type, filters, onChange }: QuickFiltersProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
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
  );
}
