import { useState } from 'react';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraSelector } from '../../state/context';
import { selectHasDraft } from '../../state/draftsSlice';
import { agoraTranslationRef } from '../../translation';
import { DiscardDraftButton } from './DiscardDraftButton';
import type { DraftFormState, DraftValues } from './useDraftForm';

/**
 * Whether the form's draft was there when the page opened: said once, for
 * a draft found on arrival, not for one typed (or templated) here.
 */
export function useDraftOnArrival(formId: string): boolean {
  const had = useAgoraSelector(state => selectHasDraft(state, formId));
  const [onArrival] = useState(had);
  return onArrival;
}

/**
 * Says that an unsaved draft was put back into the form, with a way to
 * throw it away, so a draft is never applied silently.
 */
export function DraftRestoredNotice(props: {
  form: Pick<DraftFormState<DraftValues>, 'dirty' | 'discard'>;
  restored: boolean;
}) {
  const { form, restored } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  if (!restored || !form.dirty) return null;
  return (
    <Alert
      severity="info"
      action={<DiscardDraftButton onDiscard={form.discard} color="inherit" />}
    >
      {t('postForm.draftRestored')}
    </Alert>
  );
}
