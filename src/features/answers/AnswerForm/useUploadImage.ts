import { useCallback } from 'react';
import type { Attachment } from '../../../api/types';
import type { UploadImage } from '../../../components/MarkdownEditor';
import { useUploadAttachmentMutation } from '../../attachments/attachmentsApi';

/**
 * The MarkdownEditor's upload callback: sends the image to `POST
 * /attachments` and gives back its address. `onUploaded` learns the
 * attachment so its id can go with the answer.
 */
export function useUploadImage(onUploaded?: (attachment: Attachment) => void): UploadImage {
  const [upload] = useUploadAttachmentMutation();
  return useCallback(
    async (file: File) => {
      const attachment = await upload(file).unwrap();
      onUploaded?.(attachment);
      return { url: attachment.locationUri };
    },
    [upload, onUploaded],
  );
}
