import { useId } from 'react';
import Dialog from '@material-ui/core/Dialog';
import DialogContent from '@material-ui/core/DialogContent';
import DialogTitle from '@material-ui/core/DialogTitle';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Tag } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { TagForm } from './TagForm';

/** @public */
export interface TagFormDialogProps {
  open: boolean;
  /** The tag to edit; none to create one. */
  tag?: Tag;
  onSaved: (tag: Tag) => void;
  onClose: () => void;
}

/** The tag form in a dialog, as the tags list and a tag page open it. @public */
export function TagFormDialog({
  open,
  tag,
  onSaved,
  onClose,
}: TagFormDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {tag
          ? t('tags.form.editTitle', { tag: tag.tag })
          : t('tags.form.createTitle')}
      </DialogTitle>
      <DialogContent>
        {/* Mounted per opening, so each starts from the tag as it is now. */}
        {open && <TagForm tag={tag} onSaved={onSaved} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
