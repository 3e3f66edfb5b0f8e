import Button, { type ButtonProps } from '@material-ui/core/Button';
import { Link as RouterLink } from 'react-router-dom';

/** @public */
export type LinkButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component'>;

/**
 * A link inside Agora that looks like a button (primary colour unless
 * told otherwise). It navigates, so it keeps the link role: MUI would
 * otherwise give it role="button".
 * @public
 */
export function LinkButton(props: LinkButtonProps) {
  return (
    <Button
      component={RouterLink}
      role={undefined}
      color="primary"
      {...props}
    />
  );
}
