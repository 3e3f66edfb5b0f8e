import { startAgoraTestBackend } from './testing/startAgoraTestBackend';

describe('agora backend', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const backend = await startAgoraTestBackend();
    const res = await backend.as().get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ message: 'Not found' }] });
    await backend.stop();
  });
});
