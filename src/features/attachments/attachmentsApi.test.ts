import { setupMswServer } from '../../testing/mswServer';
import { fetchCalls, setupApiStore, type SeenRequest } from '../../testing/handlers/http';
import { uploadAttachmentHandler } from '../../testing/handlers/attachments';
import { attachmentsApi } from './attachmentsApi';

const server = setupMswServer();

it('uploads the image as the multipart field "image"', async () => {
  const { store, extra } = setupApiStore();
  const seen = jest.fn<void, [SeenRequest]>();
  server.use(uploadAttachmentHandler({ onRequest: seen }));
  const image = new Blob(['png-bytes'], { type: 'image/png' });
  const result = await store.dispatch(attachmentsApi.endpoints.uploadAttachment.initiate(image));
  expect(result.data).toMatchObject({ id: 31, mimeType: 'image/png' });
  expect(fetchCalls(extra)).toEqual(['POST /attachments']);
  const form = seen.mock.calls[0][0].body as FormData;
  expect(form).toBeInstanceOf(FormData);
  const sent = form.get('image') as Blob;
  expect(await sent.text()).toBe('png-bytes');
});
