import { useState } from 'react';
import Button from '@material-ui/core/Button';
import RestoreIcon from '@material-ui/icons/Restore';
import { useNavigate } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { agoraTranslationRef } from '../../../translation';
import {
  useRestoreRevisionMutation,
  type RevisionSubject,
} from '../revisionsApi';

/**
 * "Restore revision N" and its confirmation. A restore adds a revision with
 * that content, then returns to the post (or the answer in it), which the
 * restore's invalidation rereads; a refusal is said in the dialog and
 * changes nothing.
 */
export function RestoreRevision(props: {
  subject: RevisionSubject;
  revision: number;
  /** Where the restored content is shown. */
  returnTo: string;
}) {
  const { subject, revision, returnTo } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [restore, restoring] = useRestoreRevisionMutation();
  const n = { revision: String(revision) };

  const confirm = async () => {
    setError(undefined);
    try {
      await restore({ ...subject, revision }).unwrap();
      setOpen(false);
      navigate(returnTo);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="primary"
        startIcon={<RestoreIcon />}
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('revisions.restore.button', n)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('revisions.restore.title', n)}
        message={t('revisions.restore.message', n)}
        confirmLabel={t('revisions.restore.confirm')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        pending={restoring.isLoading}
        error={error}
      />
    </>
  );
}
