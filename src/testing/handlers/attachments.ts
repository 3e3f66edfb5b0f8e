import { attachmentFixture } from '../fixtures/attachments';
import { route } from './http';

/** msw handler factory for uploads. */
export const uploadAttachmentHandler = route('post', '/attachments', attachmentFixture, 201);
