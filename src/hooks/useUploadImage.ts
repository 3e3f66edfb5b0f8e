import { useCallback } from 'react';
import { errorMessage } from '../api/errors';
import type { UploadImage } from '../components/MarkdownEditor';
import { useUploadAttachmentMutation } from '../features/attachments/attachmentsApi';

/**
 * The MarkdownEditor's `onUploadImage` for posts and answers: sends the
 * image to `POST /attachments` and gives back its served address for the
 * markdown. `onUploaded` learns the attachment id, so the post or answer
 * can list its images.
 */
export function useUploadImage(onUploaded?: (id: number) => void): UploadImage {
  const [upload] = useUploadAttachmentMutation();
  return useCallback(
    async (file: File) => {
      let attachment;
      try {
        attachment = await upload(file).unwrap();
      } catch (e) {
        // API errors are plain objects; the editor shows an Error's message.
        throw new Error(errorMessage(e));
      }
      onUploaded?.(attachment.id);
      return { url: attachment.locationUri };
    },
    [upload, onUploaded],
  );
}
