import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles({ select: { minWidth: 150 } });

/** @public */
export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `[value, text]` pairs. */
  options: ReadonlyArray<readonly [string, string]>;
}

/** One labelled native select (a post list's sort, order, date range, type; a revision pair). @public */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: FilterSelectProps) {
  const classes = useStyles();
  return (
    <TextField
      id={id}
      select
      variant="outlined"
      size="small"
      className={classes.select}
      label={label}
      value={value}
      onChange={event => onChange(event.target.value)}
      // Native selects work with every keyboard and screen reader as they are.
      SelectProps={{ native: true }}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  );
}
