import { useState } from 'react';

/**
 * The typed text of a multiple-choice MUI Autocomplete, held by the picker.
 * Left to MUI, the text is reset to '' whenever the `value` array changes
 * identity, which a picker mapping values to options does on every render,
 * so nothing could be typed. Only typing counts; a pick clears the text.
 */
export function useAutocompleteText(onTyped?: (text: string) => void) {
  const [inputValue, setInputValue] = useState('');
  return {
    inputValue,
    onInputChange: (_event: unknown, text: string, reason: string) => {
      if (reason === 'reset') return;
      setInputValue(text);
      onTyped?.(text);
    },
    /** Call after a pick: the text that found it is done with. */
    clear: () => {
      setInputValue('');
      onTyped?.('');
    },
  };
}
