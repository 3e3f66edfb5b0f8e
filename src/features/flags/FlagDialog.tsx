import { useEffect, useId, useState } from 'react';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import FormLabel from '@material-ui/core/FormLabel';
import Radio from '@material-ui/core/Radio';
import RadioGroup from '@material-ui/core/RadioGroup';
import TextField from '@material-ui/core/TextField';
import Typography from '@material-ui/core/Typography';
import FlagIcon from '@material-ui/icons/OutlinedFlag';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import {
  FLAG_REASONS,
  FLAG_TEXT_MAX_LENGTH,
  type FlagReason,
} from '../../api/types';
import type { ActionsMenuAction } from '../../components/ActionsMenu';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { agoraTranslationRef } from '../../translation';
import { useFlagMutation, type FlagTarget } from './flagsApi';

/** @public */
export interface FlagDialogProps {
  target: FlagTarget;
  open: boolean;
  onClose: () => void;
  /** Called once the server took the flag. */
  onFlagged: () => void;
}

/**
 * Asks why the item is flagged: a reason, which nobody has chosen for them
 * (Flag waits for it), and details, which "Something else" requires and
 * every other reason takes too. A refusal (already flagged, one's own)
 * shows the server's message and keeps the choice, so it can be changed
 * and sent again.
 * @public
 */
export function FlagDialog({
  target,
  open,
  onClose,
  onFlagged,
}: FlagDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [flag, flagging] = useFlagMutation();
  const [reason, setReason] = useState<FlagReason>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reasonLabelId = useId();
  const textId = useId();
  // Each opening starts afresh.
  useEffect(() => {
    if (open) {
      setReason(undefined);
      setText('');
      setError(undefined);
    }
  }, [open]);

  const confirm = async () => {
    if (!reason) return;
    setError(undefined);
    try {
      await flag({ ...target, reason, text: text.trim() }).unwrap();
      onFlagged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(`flags.dialog.title.${target.kind}`)}
      message={t('flags.dialog.message')}
      confirmLabel={t('flags.dialog.confirm')}
      onConfirm={confirm}
      onCancel={onClose}
      pending={flagging.isLoading}
      error={error}
      confirmDisabled={!reason}
    >
      <FormLabel id={reasonLabelId}>{t('flags.dialog.reason')}</FormLabel>
      <RadioGroup
        aria-labelledby={reasonLabelId}
        value={reason ?? null}
        onChange={e => setReason(e.target.value as FlagReason)}
      >
        {FLAG_REASONS.map(value => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio color="primary" disabled={flagging.isLoading} />}
            label={t(`flags.reasons.${value}`)}
          />
        ))}
      </RadioGroup>
      {reason && (
        <TextField
          id={textId}
          label={t(
            reason === 'other' ? 'flags.dialog.text' : 'flags.dialog.details',
          )}
          value={text}
          onChange={e => setText(e.target.value)}
          disabled={flagging.isLoading}
          required={reason === 'other'}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          variant="outlined"
          inputProps={{ maxLength: FLAG_TEXT_MAX_LENGTH }}
        />
      )}
    </ConfirmDialog>
  );
}

/**
 * "Flag" for an item's ActionsMenu, with its dialog and, once flagged, a
 * short confirmation to render beside the menu.
 */
export function useFlagAction(target: FlagTarget) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [open, setOpen] = useState(false);
  const [flagged, setFlagged] = useState(false);
  const action: ActionsMenuAction = {
    key: 'flag',
    label: t('flags.action'),
    icon: <FlagIcon />,
    run: () => setOpen(true),
  };
  const element = (
    <>
      <FlagDialog
        target={target}
        open={open}
        onClose={() => setOpen(false)}
        onFlagged={() => {
          setOpen(false);
          setFlagged(true);
        }}
      />
      {flagged && (
        <Typography
          component="span"
          variant="body2"
          color="textSecondary"
          role="status"
        >
          {t('flags.flagged')}
        </Typography>
      )}
    </>
  );
  return { action, element };
}
