import { ReactNode, useId } from 'react';
import Button from '@material-ui/core/Button';
import CircularProgress from '@material-ui/core/CircularProgress';
import Dialog from '@material-ui/core/Dialog';
import DialogActions from '@material-ui/core/DialogActions';
import DialogContent from '@material-ui/core/DialogContent';
import DialogContentText from '@material-ui/core/DialogContentText';
import DialogTitle from '@material-ui/core/DialogTitle';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

/** @public */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Explanation under the title. */
  message?: ReactNode;
  /** Names the action, e.g. "Delete question" — not just "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: the confirm button shows progress and both are disabled. */
  pending?: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be retried. */
  error?: string;
  /** Colour the confirm button as dangerous. */
  destructive?: boolean;
  /** The confirm button waits for a choice the fields ask for (e.g. a reason). */
  confirmDisabled?: boolean;
  /** Extra fields between the message and the buttons. */
  children?: ReactNode;
}

/** A modal asking to confirm one named action. @public */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const {
    open,
    title,
    message,
    confirmLabel,
    cancelLabel = t('components.confirmDialog.cancel'),
  } = props;
  const { onConfirm, onCancel, pending, error, destructive, children } = props;
  const { confirmDisabled } = props;
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      // Closing by Escape or backdrop must not interrupt a running action.
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message && (
          <DialogContentText id={messageId}>{message}</DialogContentText>
        )}
        {children}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          variant="contained"
          color={destructive ? 'secondary' : 'primary'}
          startIcon={
            pending ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
