import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import { recordingAuditor } from '../testing/recordingServices';

const question = {
  type: 'question',
  title: 'Who owns the payments runbook?',
  content: 'Asking for the on-call',
  tags: [],
};

describe('audit events of moderator actions and refusals', () => {
  const auditor = recordingAuditor();
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      features: [auditor.factory],
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => auditor.recorded.splice(0));

  /** What was recorded since the last call; audits finish before the response. */
  const recorded = () => auditor.recorded.splice(0);
  const post = async () =>
    (await succeeds(backend.as(USERS.alice).post('/posts', question))).body
      .id as number;
  /** Alice's question with Bob's answer. */
  const answered = async () => {
    const id = await post();
    const answer = await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${id}/answers`, { answer: 'Payments' }),
    );
    return { id, answerId: answer.body.id as number };
  };

  it('records deletes with their reason, restores and purges', async () => {
    const id = await post();
    await succeeds(
      backend.as(USERS.moderator).delete(`/posts/${id}`, { reason: 'Spam' }),
    );
    await succeeds(backend.as(USERS.moderator).post(`/posts/${id}/restore`));
    await succeeds(
      backend.as(USERS.moderator).delete(`/posts/${id}?permanent=true`),
    );
    expect(recorded()).toEqual([
      {
        eventId: 'post-delete',
        severityLevel: 'medium',
        meta: { postId: id, reason: 'Spam' },
        withRequest: true,
        outcome: 'success',
      },
      {
        eventId: 'post-restore',
        severityLevel: 'medium',
        meta: { postId: id },
        withRequest: true,
        outcome: 'success',
      },
      {
        eventId: 'post-purge',
        severityLevel: 'high',
        meta: { postId: id },
        withRequest: true,
        outcome: 'success',
      },
    ]);
  });

  it("records edits of someone else's post, answer and comments, not one's own", async () => {
    const { id, answerId } = await answered();
    const onPost = await succeeds(
      backend.as(USERS.carol).post(`/posts/${id}/comments`, { content: 'Hm' }),
    );
    const onAnswer = await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${id}/answers/${answerId}/comments`, { content: 'Ok' }),
    );
    const commentId = onPost.body.comments.at(-1).id;
    const answerCommentId = onAnswer.body.comments.at(-1).id;
    // The authors' own edits are no moderator's.
    await succeeds(backend.as(USERS.alice).post(`/posts/${id}`, question));
    await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${id}/answers/${answerId}`, { answer: 'Payments team' }),
    );
    expect(recorded()).toEqual([]);

    const mod = backend.as(USERS.moderator);
    await succeeds(mod.post(`/posts/${id}`, question));
    await succeeds(
      mod.post(`/posts/${id}/answers/${answerId}`, { answer: 'Edited' }),
    );
    await succeeds(
      mod.post(`/posts/${id}/comments/${commentId}`, { content: 'Edited' }),
    );
    await succeeds(
      mod.post(`/posts/${id}/answers/${answerId}/comments/${answerCommentId}`, {
        content: 'Edited',
      }),
    );
    const edit = {
      eventId: 'content-edit',
      severityLevel: 'medium',
      withRequest: true,
      outcome: 'success',
    };
    expect(recorded()).toEqual([
      { ...edit, meta: { target: 'post', postId: id, author: USERS.alice } },
      {
        ...edit,
        meta: { target: 'answer', postId: id, answerId, author: USERS.bob },
      },
      {
        ...edit,
        meta: { target: 'comment', postId: id, commentId, author: USERS.carol },
      },
      {
        ...edit,
        meta: {
          target: 'comment',
          postId: id,
          answerId,
          commentId: answerCommentId,
          author: USERS.carol,
        },
      },
    ]);
  });

  it("records a moderator's unmarking of someone else's correct answer, not the asker's", async () => {
    const { id, answerId } = await answered();
    const path = `/posts/${id}/answers/${answerId}`;
    await succeeds(backend.as(USERS.alice).get(`${path}/correct`));
    await succeeds(backend.as(USERS.alice).get(`${path}/incorrect`));
    await succeeds(backend.as(USERS.alice).get(`${path}/correct`));
    expect(recorded()).toEqual([]);

    await succeeds(backend.as(USERS.moderator).get(`${path}/incorrect`));
    expect(recorded()).toEqual([
      {
        eventId: 'correct-unmark',
        severityLevel: 'medium',
        meta: { postId: id, answerId },
        withRequest: true,
        outcome: 'success',
      },
    ]);
  });

  it('records tag and template changes', async () => {
    const mod = backend.as(USERS.moderator);
    await succeeds(mod.put('/tags', { tag: 'ledger' }));
    await succeeds(
      mod.post('/tags/ledger', {
        description: 'The ledger',
        experts: [USERS.bob],
      }),
    );
    await succeeds(mod.delete('/tags/ledger'));
    const template = await succeeds(
      mod.post('/templates', { title: 'Incident', description: '' }),
    );
    const templateId = template.body.id;
    await succeeds(
      mod.post(`/templates/${templateId}`, {
        title: 'Outage',
        description: '',
      }),
    );
    await succeeds(mod.delete(`/templates/${templateId}`));
    const change = { withRequest: true, outcome: 'success' };
    expect(recorded()).toEqual([
      {
        ...change,
        eventId: 'tag-change',
        severityLevel: 'medium',
        meta: { actionType: 'create', tag: 'ledger' },
      },
      {
        ...change,
        eventId: 'tag-change',
        severityLevel: 'medium',
        meta: {
          actionType: 'update',
          tag: 'ledger',
          experts: [USERS.bob],
          descriptionChanged: true,
        },
      },
      {
        ...change,
        eventId: 'tag-change',
        severityLevel: 'medium',
        meta: { actionType: 'delete', tag: 'ledger' },
      },
      {
        ...change,
        eventId: 'template-change',
        severityLevel: 'low',
        meta: { actionType: 'create', title: 'Incident' },
      },
      {
        ...change,
        eventId: 'template-change',
        severityLevel: 'low',
        meta: { actionType: 'update', templateId, title: 'Outage' },
      },
      {
        ...change,
        eventId: 'template-change',
        severityLevel: 'low',
        meta: { actionType: 'delete', templateId },
      },
    ]);
  });

  it('records a 403 with its method and path, never its body, and a refused moderator action as failed', async () => {
    const id = await post();
    const refused = (method: string, path: string) => ({
      eventId: 'access-refused',
      severityLevel: 'medium',
      meta: { method, path: `/api/agora${path}` },
      withRequest: true,
      outcome: 'fail',
      error: expect.any(String),
    });

    const tag = await backend.as(USERS.bob).put('/tags', { tag: 'secretive' });
    expect(tag.status).toBe(403);
    expect(recorded()).toEqual([refused('PUT', '/tags')]);
    expect(JSON.stringify(auditor.recorded)).not.toContain('secretive');

    const purge = await backend
      .as(USERS.bob)
      .delete(`/posts/${id}?permanent=true`);
    expect(purge.status).toBe(403);
    expect(recorded()).toEqual([
      {
        eventId: 'post-purge',
        severityLevel: 'high',
        meta: { postId: id },
        withRequest: true,
        outcome: 'fail',
        error: 'Only moderators can delete posts permanently',
      },
      refused('DELETE', `/posts/${id}`),
    ]);
  });

  it('keeps the status codes and their order: a malformed post id is still a 404, audited as nothing', async () => {
    expect(
      (await backend.as(USERS.bob).delete('/posts/abc', { reason: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await backend.as(USERS.bob).post('/templates/abc', { title: 'x' }))
        .status,
    ).toBe(403);
    // The permission check still comes before the id's.
    expect(recorded().map(r => r.eventId)).toEqual(['access-refused']);
  });
});
