import Chip from '@material-ui/core/Chip';
import TextField from '@material-ui/core/TextField';
import Typography from '@material-ui/core/Typography';
import Autocomplete from '@material-ui/lab/Autocomplete';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { readableEntityName } from '../../utils/entityRefs';

/** A catalog entity that can be picked. @public */
export interface EntityOption {
  entityRef: string;
  title?: string;
  kind?: string;
}

/** @public */
export interface EntitiesInputProps {
  /** Selected entity refs. */
  value: string[];
  onChange: (entityRefs: string[]) => void;
  options: EntityOption[];
  /** Called while typing, e.g. to search the catalog. */
  onInputChange?: (text: string) => void;
  max?: number;
  label?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

const labelOf = (o: EntityOption) => o.title || readableEntityName(o.entityRef);

/**
 * Picks catalog entities by title; values are entity refs. Selected refs that
 * are not among `options` (e.g. prefilled from the URL) still show as chips.
 * @public
 */
export function EntitiesInput(props: EntitiesInputProps) {
  const {
    value,
    onChange,
    options,
    onInputChange,
    max,
    helperText,
    error,
    disabled,
    loading,
  } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const { label = t('components.entitiesInput.label') } = props;
  const byRef = new Map(options.map(o => [o.entityRef, o]));
  const selected = value.map(ref => byRef.get(ref) ?? { entityRef: ref });
  const full = max !== undefined && value.length >= max;

  return (
    <Autocomplete<EntityOption, true>
      multiple
      filterSelectedOptions
      options={options}
      value={selected}
      loading={loading}
      disabled={disabled}
      loadingText={t('components.entitiesInput.loading')}
      noOptionsText={t('components.entitiesInput.noOptions')}
      getOptionLabel={labelOf}
      getOptionSelected={(a, b) => a.entityRef === b.entityRef}
      getOptionDisabled={() => full}
      groupBy={o => o.kind ?? ''}
      onChange={(_, next) => onChange(next.map(o => o.entityRef))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onInputChange?.(text);
      }}
      renderOption={o => (
        <div>
          <Typography variant="body2">{labelOf(o)}</Typography>
          <Typography variant="caption" color="textSecondary">
            {o.entityRef}
          </Typography>
        </div>
      )}
      renderTags={(items, getTagProps) =>
        items.map((o, index) => (
          <Chip
            {...getTagProps({ index })}
            key={o.entityRef}
            size="small"
            label={labelOf(o)}
            title={o.entityRef}
          />
        ))
      }
      renderInput={params => (
        <TextField
          {...params}
          label={label}
          variant="outlined"
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}
