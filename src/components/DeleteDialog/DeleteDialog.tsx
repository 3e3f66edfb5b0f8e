import { ReactNode, useEffect, useId, useState } from 'react';
import TextField from '@material-ui/core/TextField';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { DELETE_REASON_MAX_LENGTH } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { ConfirmDialog } from '../ConfirmDialog';

/** @public */
export interface DeleteDialogProps {
  open: boolean;
  /** E.g. "Delete this question?" */
  title: string;
  message?: ReactNode;
  /** Names the action, e.g. "Delete question" (default "Delete"). */
  confirmLabel?: string;
  /** Called with the trimmed reason, or undefined when none was given. */
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
  /** Hide the reason field (e.g. deleting one's own comment). */
  withoutReason?: boolean;
  pending?: boolean;
  error?: string;
}

/** Confirms a deletion and asks for an optional reason. @public */
export function DeleteDialog(props: DeleteDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const {
    open,
    title,
    message,
    confirmLabel = t('components.deleteDialog.delete'),
    onConfirm,
    onCancel,
  } = props;
  const { withoutReason, pending, error } = props;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  // Each opening starts empty; a reason typed for another item must not leak.
  useEffect(() => {
    if (open) setReason('');
  }, [open]);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => onConfirm(reason.trim() || undefined)}
      onCancel={onCancel}
      pending={pending}
      error={error}
      destructive
    >
      {!withoutReason && (
        <TextField
          id={reasonId}
          label={t('components.deleteDialog.reason')}
          helperText={t('components.deleteDialog.reasonHelp')}
          value={reason}
          onChange={e => setReason(e.target.value)}
          disabled={pending}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          variant="outlined"
          // A modal dialog moves focus inside itself (WAI-ARIA dialog pattern);
          // the reason is its first control, so typing can start at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          inputProps={{ maxLength: DELETE_REASON_MAX_LENGTH }}
        />
      )}
    </ConfirmDialog>
  );
}
