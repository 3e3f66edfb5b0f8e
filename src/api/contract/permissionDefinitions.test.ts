import { agoraPermissions } from '.';

describe('Agora permissions', () => {
  // The names are what adopters' policies match on: this list changes only
  // with a documented, breaking contract change (docs/permissions.md).
  it('keeps the public names, resource types and actions', () => {
    expect(
      agoraPermissions.map(p => [
        p.name,
        'resourceType' in p ? p.resourceType : '-',
        p.attributes.action ?? '-',
      ]),
    ).toEqual([
      ['agora.post.read', 'agora-post', 'read'],
      ['agora.post.create', '-', 'create'],
      ['agora.post.edit', 'agora-post', 'update'],
      ['agora.post.delete', 'agora-post', 'delete'],
      ['agora.post.close', 'agora-post', 'update'],
      ['agora.answer.create', 'agora-post', 'create'],
      ['agora.answer.edit', 'agora-post', 'update'],
      ['agora.answer.delete', 'agora-post', 'delete'],
      ['agora.comment.create', 'agora-post', 'create'],
      ['agora.comment.edit', 'agora-post', 'update'],
      ['agora.comment.delete', 'agora-post', 'delete'],
      ['agora.vote', '-', '-'],
      ['agora.collection.create', '-', 'create'],
      ['agora.collection.edit', '-', 'update'],
      ['agora.collection.delete', '-', 'delete'],
      ['agora.tag.create', '-', 'create'],
      ['agora.tag.edit', '-', 'update'],
      ['agora.tag.delete', '-', 'delete'],
      ['agora.template.manage', '-', '-'],
      ['agora.moderate', '-', '-'],
    ]);
  });
});
