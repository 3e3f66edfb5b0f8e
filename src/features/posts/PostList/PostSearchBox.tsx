import { useEffect, useId, useRef, useState } from 'react';
import IconButton from '@material-ui/core/IconButton';
import InputAdornment from '@material-ui/core/InputAdornment';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import ClearIcon from '@material-ui/icons/Clear';
import SearchIcon from '@material-ui/icons/Search';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

// A search field keeps its role (searchbox) but not the browser's own clear
// button: ours sits beside it, and two are one too many.
const useStyles = makeStyles({
  input: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
      WebkitAppearance: 'none',
      appearance: 'none',
    },
  },
});

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** @public */
export interface PostSearchBoxProps {
  /** The search the list currently shows. */
  value: string;
  /** Runs a search; called once typing pauses, or at once when cleared. */
  onSearch: (query: string) => void;
  className?: string;
  /** Says what is searched; post titles, content and tags by default. */
  placeholder?: string;
}

/**
 * The list's search field. It keeps what is typed locally and hands it on
 * once typing pauses; when the list's search changes from outside (back,
 * a shared link, Clear filters) the field follows.
 * @public
 */
export function PostSearchBox({
  value,
  onSearch,
  className,
  placeholder,
}: PostSearchBoxProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const id = useId();
  const classes = useStyles();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Refs so the debounce effect runs for typing only, not for new props.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced.trim() !== latest.current.value.trim())
      latest.current.onSearch(debounced.trim());
  }, [debounced]);

  const clear = () => {
    setText('');
    if (value) onSearch('');
  };

  return (
    <TextField
      id={id}
      className={className}
      type="search"
      variant="outlined"
      size="small"
      label={t('postList.search.label')}
      placeholder={placeholder ?? t('postList.search.placeholder')}
      value={text}
      onChange={event => setText(event.target.value)}
      onKeyDown={event => {
        // Enter searches now instead of after the pause.
        if (event.key === 'Enter' && text.trim() !== value.trim())
          onSearch(text.trim());
        if (event.key === 'Escape' && text) clear();
      }}
      InputProps={{
        classes: { input: classes.input },
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        ),
        endAdornment: text ? (
          <InputAdornment position="end">
            <IconButton
              size="small"
              aria-label={t('postList.search.clear')}
              onClick={clear}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : undefined,
      }}
    />
  );
}
