import type { Knex } from 'knex';
import {
  AuthorizeResult,
  type PermissionCondition,
  type PermissionCriteria,
} from '@backstage/plugin-permission-common';
import {
  createConditionAuthorizer,
  createConditionTransformer,
  type PermissionRuleset,
} from '@backstage/plugin-permission-node';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost, type PostInput } from '../stores/postWrites';
import { agoraPostConditions as is } from './conditions';
import { agoraPostRules } from './postRules';
import type { AgoraPostFilter, AgoraPostResource } from './postResource';
import { loadPostResources } from '../stores/postResources';
import { wherePostCriteria } from './postFilterSql';

const rules = Object.values(agoraPostRules);
const ruleset = {
  getRuleByName: (name: string) => rules.find(r => r.name === name)!,
} as PermissionRuleset<AgoraPostResource, AgoraPostFilter, 'agora-post'>;
const toFilter = createConditionTransformer(ruleset);
const authorize = createConditionAuthorizer(ruleset);

const ALICE = 'user:default/alice';
const BOB = 'user:default/bob';
const LEDGER = 'component:default/ledger';

const input = (over: Partial<PostInput>): PostInput => ({
  type: 'question',
  title: 'A post',
  content: 'Body',
  tags: [],
  entities: [],
  images: [],
  anonymous: false,
  ...over,
});

describe('permission criteria as SQL on posts', () => {
  let db: Knex;
  let close: () => Promise<void>;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_perm_sql'));
    const as = (userRef: string) => ({ userRef, isModerator: false });
    id.secretQuestion = await createPost(
      db,
      input({ tags: ['secret', 'payments'], entities: [LEDGER] }),
      as(ALICE),
    );
    id.paymentsArticle = await createPost(
      db,
      input({ type: 'article', tags: ['payments'] }),
      as(BOB),
    );
    id.ledgerLink = await createPost(
      db,
      input({
        type: 'link',
        url: 'https://example.com',
        entities: [LEDGER, 'system:default/money'],
      }),
      as('user:default/carol'),
    );
    id.plainArticle = await createPost(
      db,
      input({ type: 'article', tags: ['general'] }),
      as(ALICE),
    );
    id.anonymousSecret = await createPost(
      db,
      input({ tags: ['secret'], anonymous: true }),
      as(BOB),
    );
  });
  afterAll(() => close());

  const sqlIds = async (criteria: PermissionCriteria<PermissionCondition>) => {
    const qb = db('posts').select('posts.id').orderBy('posts.id');
    wherePostCriteria(qb, toFilter(criteria));
    return (await qb).map(r => Number(r.id));
  };

  /** The same criteria judged in memory by the rules' `apply`. */
  const appliedIds = async (
    criteria: PermissionCriteria<PermissionCondition>,
  ) => {
    const all = Object.values(id).sort((a, b) => a - b);
    const resources = await loadPostResources(
      db,
      all.map(n => `agora-post:${n}`),
    );
    const decision = {
      result: AuthorizeResult.CONDITIONAL,
      pluginId: 'agora',
      resourceType: 'agora-post',
      conditions: criteria,
    } as const;
    return all.filter((_, i) => authorize(decision, resources[i]));
  };

  const cases: Array<
    [string, PermissionCriteria<PermissionCondition>, string[]]
  > = [
    [
      'one tag',
      is.hasTag({ tags: ['secret'] }),
      ['secretQuestion', 'anonymousSecret'],
    ],
    [
      'any of several tags, any case',
      is.hasTag({ tags: ['Payments', 'general'] }),
      ['secretQuestion', 'paymentsArticle', 'plainArticle'],
    ],
    [
      'an entity',
      is.hasEntity({ entityRefs: ['Component:default/LEDGER'] }),
      ['secretQuestion', 'ledgerLink'],
    ],
    [
      'a type',
      is.hasType({ types: ['article', 'link'] }),
      ['paymentsArticle', 'ledgerLink', 'plainArticle'],
    ],
    [
      'the author, anonymous posts too',
      is.isAuthor({ userRefs: [BOB] }),
      ['paymentsArticle', 'anonymousSecret'],
    ],
    ['no values match nothing', is.hasTag({ tags: [] }), []],
    [
      'not',
      { not: is.hasTag({ tags: ['secret'] }) },
      ['paymentsArticle', 'ledgerLink', 'plainArticle'],
    ],
    [
      'allOf',
      {
        allOf: [
          is.hasTag({ tags: ['payments'] }),
          is.isAuthor({ userRefs: [ALICE] }),
        ],
      },
      ['secretQuestion'],
    ],
    [
      'anyOf',
      {
        anyOf: [
          is.hasEntity({ entityRefs: [LEDGER] }),
          is.isAuthor({ userRefs: [BOB] }),
        ],
      },
      ['secretQuestion', 'paymentsArticle', 'ledgerLink', 'anonymousSecret'],
    ],
    [
      // The dev policy's shape: secret posts only for their readers or authors.
      'anyOf with a nested not and allOf',
      {
        anyOf: [
          { not: is.hasTag({ tags: ['secret'] }) },
          {
            allOf: [
              is.isAuthor({ userRefs: [ALICE] }),
              is.hasType({ types: ['question'] }),
            ],
          },
        ],
      },
      ['secretQuestion', 'paymentsArticle', 'ledgerLink', 'plainArticle'],
    ],
  ];

  it.each(cases)('%s', async (_name, criteria, expected) => {
    const expectedIds = expected.map(key => id[key]).sort((a, b) => a - b);
    expect(await sqlIds(criteria)).toEqual(expectedIds);
    // toQuery and apply must agree, or lists and single reads would differ.
    expect(await appliedIds(criteria)).toEqual(expectedIds);
  });

  it('composes with the query it is added to and with joins of post_tags', async () => {
    const qb = db('posts')
      .join('post_tags', 'post_tags.post_id', 'posts.id')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .whereIn('tags.tag', ['payments', 'general'])
      .distinct('posts.id')
      .orderBy('posts.id');
    wherePostCriteria(qb, toFilter({ not: is.hasTag({ tags: ['secret'] }) }));
    const ids = (await qb).map(r => Number(r.id));
    expect(ids).toEqual([id.paymentsArticle, id.plainArticle]);
  });

  it('filters an aliased posts table', async () => {
    const qb = db('posts as p').select('p.id').orderBy('p.id');
    wherePostCriteria(
      qb,
      toFilter(is.hasEntity({ entityRefs: [LEDGER] })),
      'p',
    );
    expect((await qb).map(r => Number(r.id))).toEqual([
      id.secretQuestion,
      id.ledgerLink,
    ]);
  });
});
