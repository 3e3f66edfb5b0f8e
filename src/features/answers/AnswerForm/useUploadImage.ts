import { useCallback } from 'react';
import { errorMessage } from '../../../api/errors';
import type { Attachment } from '../../../api/types';
import type { UploadImage } from '../../../components/MarkdownEditor';
import { useUploadAttachmentMutation } from '../../attachments/attachmentsApi';

/**
 * The MarkdownEditor's upload callback: sends the image to `POST
 * /attachments` and gives back its address. `onUploaded` learns the
 * attachment so its id can go with the answer.
 */
export function useUploadImage(
  onUploaded?: (attachment: Attachment) => void,
): UploadImage {
  const [upload] = useUploadAttachmentMutation();
  return useCallback(
    async (file: File) => {
      let attachment: Attachment;
      try {
        attachment = await upload(file).unwrap();
      } catch (e) {
        // API errors are plain objects; the editor shows an Error's message.
        throw new Error(errorMessage(e));
      }
      onUploaded?.(attachment);
      return { url: attachment.locationUri };
    },
    [upload, onUploaded],
  );
}
