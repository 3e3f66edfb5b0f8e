import request from 'supertest';
import { mockCredentials } from '@backstage/backend-test-utils';
import { agoraPermissions } from '@agora/contract';
import {
  startAgoraTestBackend,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

describe('GET /.well-known/backstage/permissions/metadata', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
  });
  afterAll(() => backend.stop());

  // The permission backend and policy tooling read Agora's names from here.
  const metadata = async () => {
    const res = await request(backend.server)
      .get('/api/agora/.well-known/backstage/permissions/metadata')
      .set('authorization', mockCredentials.service.header());
    expect(res.status).toBe(200);
    return res.body as {
      permissions: Array<{ name: string; resourceType?: string }>;
      rules: Array<{
        name: string;
        resourceType: string;
        paramsSchema?: { properties?: Record<string, unknown> };
      }>;
    };
  };

  it('lists every Agora permission once', async () => {
    const { permissions } = await metadata();
    const names = permissions.map(p => p.name).sort();
    expect(names).toEqual(agoraPermissions.map(p => p.name).sort());
    expect(
      permissions
        .filter(p => p.resourceType === 'agora-post')
        .map(p => p.name)
        .sort(),
    ).toEqual([
      'agora.answer.create',
      'agora.answer.delete',
      'agora.answer.edit',
      'agora.comment.create',
      'agora.comment.delete',
      'agora.comment.edit',
      'agora.post.close',
      'agora.post.delete',
      'agora.post.edit',
      'agora.post.read',
    ]);
  });

  it('lists the agora-post rules with their parameters', async () => {
    const { rules } = await metadata();
    expect(
      rules.map(r => [
        r.name,
        r.resourceType,
        Object.keys(r.paramsSchema?.properties ?? {}),
      ]),
    ).toEqual([
      ['IS_AUTHOR', 'agora-post', ['userRefs']],
      ['HAS_TAG', 'agora-post', ['tags']],
      ['HAS_ENTITY', 'agora-post', ['entityRefs']],
      ['HAS_TYPE', 'agora-post', ['types']],
    ]);
  });
});
