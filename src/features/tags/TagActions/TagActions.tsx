import { useState } from 'react';
import Button from '@material-ui/core/Button';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Tag } from '../../../api/types';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { agoraTranslationRef } from '../../../translation';
import { TagFormDialog } from '../TagForm';
import { TAG_MESSAGES, useDeleteTagMutation } from '../tagsApi';

/** @public */
export interface TagActionsProps {
  tag: Tag;
  /** After the tag was deleted, once the dialog closed. */
  onDeleted?: () => void;
  /**
   * Name the buttons after the tag ("Edit kafka"), where several tags'
   * buttons are on one page.
   */
  named?: boolean;
}

/**
 * Edit (the tag form in a dialog) and Delete (with a reason) for the tags
 * the caller may change, as the tag page and the moderator area offer them.
 * @public
 */
export function TagActions({ tag, onDeleted, named }: TagActionsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [editing, setEditing] = useState(false);
  const [deleteTag] = useDeleteTagMutation();
  const deleting = useReasonedDelete({
    remove: reason => deleteTag({ id: tag.id, reason }).unwrap(),
    failedMessage: TAG_MESSAGES.delete,
    onDeleted,
  });

  return (
    <>
      {tag.canEdit && (
        <Button
          variant="outlined"
          onClick={() => setEditing(true)}
          aria-label={
            named ? t('tags.page.editNamed', { tag: tag.tag }) : undefined
          }
        >
          {t('tags.page.edit')}
        </Button>
      )}
      {tag.canDelete && (
        <Button
          variant="outlined"
          onClick={deleting.start}
          aria-label={
            named ? t('tags.page.deleteNamed', { tag: tag.tag }) : undefined
          }
        >
          {t('tags.page.delete')}
        </Button>
      )}
      <TagFormDialog
        open={editing}
        tag={tag}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <DeleteDialog
        {...deleting.dialog}
        title={t('tags.page.deleteTitle', { tag: tag.tag })}
        message={t('tags.page.deleteMessage')}
        confirmLabel={t('tags.page.deleteConfirm')}
      />
    </>
  );
}
