import { useState } from 'react';
import Button from '@material-ui/core/Button';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { ConfirmDialog } from '../ConfirmDialog';
import { agoraTranslationRef } from '../../translation';

/** "Discard draft", after a confirmation: what was typed cannot come back. */
export function DiscardDraftButton(props: {
  onDiscard: () => void;
  disabled?: boolean;
  color?: 'inherit' | 'default';
}) {
  const { onDiscard, disabled, color } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        disabled={disabled}
        color={color}
        size={color === 'inherit' ? 'small' : 'medium'}
      >
        {t('postForm.discardDraft')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('postForm.discardDraft')}
        confirmLabel={t('postForm.discardDraft')}
        cancelLabel={t('postForm.leave.cancel')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
