import { agoraApi } from '../../api/agoraApi';
import type { AgoraRequest } from '../../api/baseQuery';
import { attachmentSchema, type Attachment } from '../../api/types';

/** Image uploads for posts, answers and collections. */
export const attachmentsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    uploadAttachment: build.mutation<Attachment, Blob>({
      query: (image): AgoraRequest => {
        // The browser sets the multipart boundary when the body is FormData.
        const body = new FormData();
        body.append('image', image);
        return {
          url: '/attachments',
          method: 'POST',
          body,
          response: attachmentSchema,
        };
      },
    }),
  }),
});

export const { useUploadAttachmentMutation } = attachmentsApi;
