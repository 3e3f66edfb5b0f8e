import { useState } from 'react';
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import LibraryAddIcon from '@material-ui/icons/LibraryAdd';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { AddToCollectionDialog } from './AddToCollectionDialog';

/** Opens "Add to collection" for a post; its lists load only then. */
export function AddToCollectionButton({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('collections.add.button')}>
        <IconButton
          size="small"
          aria-label={t('collections.add.button')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <LibraryAddIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <AddToCollectionDialog
          post={post}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
