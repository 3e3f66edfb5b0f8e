/**
 * What the chips pickers (tags, catalog entities) take: the picked values
 * as chips, autocompleted from `options`.
 * @public
 */
export interface ChipsInputProps<Option> {
  /** The picked values: tag names, entity refs. */
  value: string[];
  onChange: (value: string[]) => void;
  /** What to complete from. */
  options: Option[];
  /** Called while typing, e.g. to search the server or the catalog. */
  onInputChange?: (text: string) => void;
  max?: number;
  label?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  loading?: boolean;
}
