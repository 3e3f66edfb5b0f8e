import { useState } from 'react';
import Chip from '@material-ui/core/Chip';
import TextField from '@material-ui/core/TextField';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import AddIcon from '@material-ui/icons/Add';
import Autocomplete, {
  createFilterOptions,
} from '@material-ui/lab/Autocomplete';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAutocompleteText } from '../../hooks/useAutocompleteText';
import { agoraTranslationRef } from '../../translation';
import {
  isValidTag,
  MAX_TAGS_PER_POST,
  MAX_TAG_LENGTH,
  normalizeTag,
} from '../../utils/tags';
import type { ChipsInputProps } from './chipsInput';

const useStyles = makeStyles(theme => ({
  suggestions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(1),
  },
}));

const filterTags = createFilterOptions<string>();

/**
 * The options for what is typed, the one Enter takes first: the tag itself,
 * then tags starting with it, then "New tag" for a word no tag has, then
 * tags merely containing it ("c" must not pick "react").
 */
function orderedOptions(matches: string[], typed: string, known: boolean) {
  const starting = matches.filter(tag => tag.startsWith(typed));
  const containing = matches.filter(tag => !tag.startsWith(typed));
  const exact = starting.filter(tag => tag === typed);
  const longer = starting.filter(tag => tag !== typed);
  const create = typed && !known ? [typed] : [];
  return [...exact, ...longer, ...create, ...containing];
}

/** Options are existing tags. @public */
export interface TagsInputProps extends ChipsInputProps<string> {
  /** Tags proposed for this content, offered as one-click chips. */
  suggestions?: string[];
}

/**
 * Tag picker: chips with autocomplete over existing tags, a maximum count,
 * and suggestion chips. Enter takes the highlighted option, the first by
 * default (`orderedOptions`), so "kaf" picks "kafka" rather than making a
 * junk tag; a new tag is an option of its own ("New tag: kaf"), normalised
 * and validated.
 * @public
 */
export function TagsInput(props: TagsInputProps) {
  const {
    value,
    onChange,
    options,
    suggestions = [],
    onInputChange,
    max = MAX_TAGS_PER_POST,
  } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const {
    label = t('components.tagsInput.label'),
    helperText,
    error,
    disabled,
    loading,
  } = props;
  const classes = useStyles();
  const [problem, setProblem] = useState<string | undefined>();
  const text = useAutocompleteText(onInputChange);
  const full = value.length >= max;

  const update = (raw: string[]) => {
    const next: string[] = [];
    let invalid: string | undefined;
    for (const item of raw) {
      const tag = normalizeTag(item);
      if (!isValidTag(tag)) invalid = item.trim();
      else if (!next.includes(tag)) next.push(tag);
    }
    // Removing is always allowed; adding stops at the limit.
    const limited =
      next.length > max && next.length > value.length ? value : next;
    if (invalid !== undefined && invalid !== '') {
      setProblem(
        t('components.tagsInput.invalid', {
          tag: invalid,
          maxLength: String(MAX_TAG_LENGTH),
        }),
      );
    } else if (limited !== next) {
      setProblem(t('components.tagsInput.limit', { max: String(max) }));
    } else {
      setProblem(undefined);
    }
    if (limited.join() !== value.join()) onChange(limited);
  };

  const open = suggestions.filter(s => !value.includes(s));
  const helper =
    problem ??
    (full
      ? t('components.tagsInput.limit', { max: String(max) })
      : (helperText ?? t('components.tagsInput.helper', { max: String(max) })));
  return (
    <div>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        autoHighlight
        filterSelectedOptions
        filterOptions={(choices, state) => {
          const typed = normalizeTag(state.inputValue);
          const known = options.includes(typed) || value.includes(typed);
          return orderedOptions(filterTags(choices, state), typed, known);
        }}
        renderOption={tag =>
          options.includes(tag)
            ? tag
            : t('components.tagsInput.newTag', { tag })
        }
        options={options}
        value={value}
        inputValue={text.inputValue}
        loading={loading}
        disabled={disabled}
        onChange={(_, next) => {
          update(next);
          text.clear();
        }}
        onInputChange={text.onInputChange}
        getOptionDisabled={() => full}
        ChipProps={{ size: 'small' }}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => (
            <Chip
              {...getTagProps({ index })}
              key={tag}
              size="small"
              label={tag}
            />
          ))
        }
        renderInput={params => (
          <TextField
            {...params}
            label={label}
            variant="outlined"
            error={error || Boolean(problem)}
            helperText={helper}
            inputProps={{
              ...params.inputProps,
              maxLength: MAX_TAG_LENGTH + 10,
              readOnly: full || undefined,
            }}
          />
        )}
      />
      {open.length > 0 && (
        <div
          className={classes.suggestions}
          role="group"
          aria-label={t('components.tagsInput.suggested')}
        >
          <Typography variant="caption" color="textSecondary" aria-hidden>
            {t('components.tagsInput.suggested')}:
          </Typography>
          {open.map(tag => (
            <Chip
              key={tag}
              size="small"
              icon={<AddIcon />}
              label={tag}
              aria-label={t('components.tagsInput.addSuggestion', { tag })}
              onClick={() => update([...value, tag])}
              disabled={disabled || full}
              variant="outlined"
            />
          ))}
        </div>
      )}
    </div>
  );
}
