import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { ConfirmDialog } from '../ConfirmDialog';
import { agoraTranslationRef } from '../../translation';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Asks before leaving a form while `when` holds (see useUnsavedChangesGuard). */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const guard = useUnsavedChangesGuard(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('postForm.leave.title')}
      message={t('postForm.leave.message')}
      confirmLabel={t('postForm.leave.confirm')}
      cancelLabel={t('postForm.leave.cancel')}
      onConfirm={guard.confirm}
      onCancel={guard.cancel}
    />
  );
}
