import Chip from '@material-ui/core/Chip';
import TextField from '@material-ui/core/TextField';
import Typography from '@material-ui/core/Typography';
import { useMemo, useRef } from 'react';
import Autocomplete, {
  createFilterOptions,
} from '@material-ui/lab/Autocomplete';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAutocompleteText } from '../../hooks/useAutocompleteText';
import { agoraTranslationRef } from '../../translation';
import { readableEntityName } from '../../utils/entityRefs';
import type { ChipsInputProps } from './chipsInput';

/** A catalog entity that can be picked. @public */
export interface EntityOption {
  entityRef: string;
  title?: string;
  kind?: string;
}

/** Values are entity refs. @public */
export type EntitiesInputProps = ChipsInputProps<EntityOption>;

const labelOf = (o: EntityOption) => o.title || readableEntityName(o.entityRef);

/** A catalog can hold thousands; a list longer than this is scrolled past, not read. */
export const MAX_RENDERED_ENTITIES = 50;

// Matches the typed text in the title or the ref, as the catalog search does.
const filterOptions = createFilterOptions<EntityOption>({
  stringify: o => `${labelOf(o)} ${o.entityRef}`,
  limit: MAX_RENDERED_ENTITIES,
});

// MUI groups consecutive options only: sorted by kind, each kind heads one group.
const byKindThenLabel = (a: EntityOption, b: EntityOption) =>
  (a.kind ?? '').localeCompare(b.kind ?? '') ||
  labelOf(a).localeCompare(labelOf(b));

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
  const text = useAutocompleteText(onInputChange);
  // Options change with each search; picked ones keep the title they were found by.
  const known = useRef(new Map<string, EntityOption>());
  options.forEach(o => known.current.set(o.entityRef, o));
  const selected = useMemo(
    () => value.map(ref => known.current.get(ref) ?? { entityRef: ref }),
    // `options` refills `known`, so a title that arrives later reaches the chip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value, options],
  );
  const sorted = useMemo(() => [...options].sort(byKindThenLabel), [options]);
  const full = max !== undefined && value.length >= max;

  return (
    <Autocomplete<EntityOption, true>
      multiple
      filterSelectedOptions
      options={sorted}
      filterOptions={filterOptions}
      value={selected}
      inputValue={text.inputValue}
      onInputChange={text.onInputChange}
      loading={loading}
      disabled={disabled}
      loadingText={t('components.entitiesInput.loading')}
      noOptionsText={t('components.entitiesInput.noOptions')}
      getOptionLabel={labelOf}
      getOptionSelected={(a, b) => a.entityRef === b.entityRef}
      getOptionDisabled={() => full}
      groupBy={o => o.kind ?? ''}
      onChange={(_, next) => {
        onChange(next.map(o => o.entityRef));
        text.clear();
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
