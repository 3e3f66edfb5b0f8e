import { useId, useState } from 'react';
import Chip from '@material-ui/core/Chip';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import Autocomplete from '@material-ui/lab/Autocomplete';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { FilterRelation } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    flex: '1 1 260px',
  },
  input: { flex: 1, minWidth: 0 },
  relation: { minWidth: 90 },
}));

/** @public */
export interface MultiFilterProps {
  label: string;
  /** Accessible name of the any/all choice. */
  relationLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  relation: FilterRelation;
  onRelationChange: (relation: FilterRelation) => void;
  /** Known values; the selected ones are always offered too. */
  options: string[];
  getLabel?: (option: string) => string;
  loading?: boolean;
  /** Called once the picker first opens, so options load only when wanted. */
  onOpen?: () => void;
  onInputChange?: (text: string) => void;
}

/**
 * Picks several values to filter by (tags, entities) and whether a post
 * must match any or all of them; the choice shows once two are picked.
 * @public
 */
export function MultiFilter(props: MultiFilterProps) {
  const { label, relationLabel, value, onChange, relation, onRelationChange } =
    props;
  const {
    options,
    getLabel = (o: string) => o,
    loading,
    onOpen,
    onInputChange,
  } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [input, setInput] = useState('');
  const relationId = useId();
  const all = [...new Set([...value, ...options])];

  return (
    <div className={classes.root}>
      <Autocomplete<string, true>
        className={classes.input}
        multiple
        size="small"
        filterSelectedOptions
        options={all}
        value={value}
        loading={loading}
        noOptionsText={t('postList.filters.noOptions')}
        getOptionLabel={getLabel}
        onOpen={onOpen}
        onChange={(_, next) => onChange(next)}
        inputValue={input}
        onInputChange={(_, text, reason) => {
          if (reason === 'reset') return;
          setInput(text);
          onInputChange?.(text);
        }}
        renderTags={(items, getTagProps) =>
          items.map((item, index) => (
            <Chip
              {...getTagProps({ index })}
              key={item}
              size="small"
              label={getLabel(item)}
              title={item}
            />
          ))
        }
        renderInput={params => (
          <TextField {...params} variant="outlined" label={label} />
        )}
      />
      {value.length > 1 && (
        <TextField
          id={relationId}
          select
          variant="outlined"
          size="small"
          className={classes.relation}
          label={relationLabel}
          value={relation}
          onChange={event =>
            onRelationChange(event.target.value as FilterRelation)
          }
          SelectProps={{ native: true }}
        >
          <option value="or">{t('postList.filters.relation.or')}</option>
          <option value="and">{t('postList.filters.relation.and')}</option>
        </TextField>
      )}
    </div>
  );
}
