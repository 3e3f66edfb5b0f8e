import { useCallback } from 'react';
import { errorMessage } from '../../../api/errors';
import { useUploadAttachmentMutation } from '../../attachments/attachmentsApi';

/**
 * The editor's `onUploadImage`: uploads through `POST /attachments` and
 * gives back the served address to put into the markdown. `onUploaded`
 * learns the attachment id so the post can list its images.
 */
export function useImageUploader(onUploaded: (id: number) => void) {
  const [upload] = useUploadAttachmentMutation();
  return useCallback(
    async (file: File) => {
      try {
        const attachment = await upload(file).unwrap();
        onUploaded(attachment.id);
        return { url: attachment.locationUri };
      } catch (e) {
        // The editor shows the message next to the file name.
        throw new Error(errorMessage(e));
      }
    },
    [upload, onUploaded],
  );
}
