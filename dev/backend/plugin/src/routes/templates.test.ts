import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

describe('templates routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
  });
  afterAll(() => backend.stop());

  const template = {
    title: 'Incident question',
    description: 'Ask about an incident',
    questionTitle: 'Incident: ',
    questionContent: '## What happened',
    tags: ['Incidents'],
    entities: ['component:default/payments'],
  };

  it('lets moderators create, update and delete templates that everyone reads', async () => {
    expect(
      (await backend.as(USERS.bob).post('/templates', template)).status,
    ).toBe(403);
    const created = await backend
      .as(USERS.moderator)
      .post('/templates', template);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...template,
      tags: ['incidents'],
    });
    const id = created.body.id;

    const list = await backend.as(USERS.bob).get('/templates');
    expect(list.body).toEqual({ templates: [created.body], total: 1 });
    expect(
      (await backend.as(USERS.bob).get(`/templates/${id}`)).body.title,
    ).toBe(template.title);

    expect(
      (await backend.as(USERS.bob).post(`/templates/${id}`, template)).status,
    ).toBe(403);
    const updated = await backend
      .as(USERS.moderator)
      .post(`/templates/${id}`, { title: 'Renamed', description: '' });
    expect(updated.body).toEqual({
      id,
      title: 'Renamed',
      description: '',
      tags: [],
      entities: [],
    });

    expect(
      (await backend.as(USERS.bob).delete(`/templates/${id}`)).status,
    ).toBe(403);
    expect(
      (await backend.as(USERS.moderator).delete(`/templates/${id}`)).status,
    ).toBe(204);
    expect((await backend.as(USERS.bob).get(`/templates/${id}`)).status).toBe(
      404,
    );
    expect(
      (await backend.as(USERS.moderator).delete(`/templates/${id}`)).status,
    ).toBe(404);
  });

  it.each([
    [{ description: 'x' }, 'title'],
    [{ title: 'x'.repeat(256) }, 'title'],
    [{ title: 'T', tags: ['bad tag!'] }, 'tags.0'],
    [{ title: 'T', entities: ['nope'] }, 'entities.0'],
  ])('refuses %j with a 400 on %s', async (body, path) => {
    const res = await backend.as(USERS.moderator).post('/templates', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path)).toContain(path);
  });

  it('answers 404 JSON for malformed and unknown ids', async () => {
    const bad = await backend.as(USERS.bob).get('/templates/abc');
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].message).toBe('Template not found');
    const missing = await backend.as(USERS.bob).get('/templates/999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Template not found');
  });
});
