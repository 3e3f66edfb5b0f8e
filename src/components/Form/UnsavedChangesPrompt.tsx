import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { ConfirmDialog } from '../ConfirmDialog';
import { agoraTranslationRef } from '../../translation';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * What leaving a form costs: a new item's text and an edit's changes stay
 * in their draft (DraftForm); a form without a draft loses them.
 */
export type LeaveKind = 'draftCreate' | 'draftEdit' | 'lost';

const TEXTS = {
  draftCreate: ['postForm.leave.title', 'postForm.leave.message'],
  draftEdit: ['postForm.leave.editTitle', 'postForm.leave.editMessage'],
  lost: ['postForm.leave.lostTitle', 'postForm.leave.lostMessage'],
} as const;

/** Asks before leaving a form while `when` holds (see useUnsavedChangesGuard). */
export function UnsavedChangesPrompt({
  when,
  kind = 'lost',
}: {
  when: boolean;
  kind?: LeaveKind;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const guard = useUnsavedChangesGuard(when);
  const [title, message] = TEXTS[kind];
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t(title)}
      message={t(message)}
      confirmLabel={t('postForm.leave.confirm')}
      cancelLabel={t('postForm.leave.cancel')}
      onConfirm={guard.confirm}
      onCancel={guard.cancel}
    />
  );
}
