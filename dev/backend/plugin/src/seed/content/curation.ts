import { ENTITIES as E, type DemoUser } from '../catalogRefs';
import type { BannerSeed } from './banners';

/**
 * Collections pick posts by title so they survive content edits; the seed
 * fails loudly if a title no longer exists.
 */
export const collections: {
  title: string;
  description: string;
  owner: DemoUser;
  /** In rank order; mixed types, as curators pick them. */
  posts: string[];
  followers: DemoUser[];
  banner: BannerSeed;
}[] = [
  {
    title: 'Payments onboarding',
    description:
      'Read these in order during your first week in the payments team.',
    owner: 'sofia',
    posts: [
      'Payments 101: the lifecycle of a payment',
      'Idempotency keys: a practical guide',
      'How do I make payment creation idempotent in payments-service?',
      'Writing safe database migrations',
      'Amounts in the payments API: integers or decimals?',
      'How are refunds reflected in the ledger?',
    ],
    followers: ['aisha', 'noah', 'omar', 'guest'],
    banner: {
      uuid: '3b0e2c1a-5d4f-4e8a-9b6c-1f2e3d4c5b01',
      from: [21, 101, 192],
      to: [0, 172, 193],
    },
  },
  {
    title: 'Platform essentials',
    description:
      'Everything you need to ship a service on the developer platform.',
    owner: 'guest',
    posts: [
      'Our golden path for a new Go service',
      'How do I reuse the shared build workflow from ci-pipelines?',
      'Observability checklist before going to production',
      'Service-to-service authentication explained',
      'Helm chart values for a new service',
    ],
    followers: ['liam', 'priya', 'kenji'],
    banner: {
      uuid: '3b0e2c1a-5d4f-4e8a-9b6c-1f2e3d4c5b02',
      from: [56, 142, 60],
      to: [175, 180, 43],
    },
  },
  {
    title: 'Mobile survival kit',
    description: 'Frequent questions from engineers joining the mobile team.',
    owner: 'kenji',
    posts: [
      'How we ship the mobile app every two weeks',
      'Designing GraphQL schemas for old app versions',
      'How do I add a field to the mobile-bff GraphQL schema?',
      'Deep links to an order open the home screen instead',
      'GraphQL best practices',
    ],
    followers: ['emma', 'lucas'],
    banner: {
      uuid: '3b0e2c1a-5d4f-4e8a-9b6c-1f2e3d4c5b03',
      from: [123, 31, 162],
      to: [240, 98, 146],
    },
  },
];

/** Question templates moderators prepared. */
export const templates = [
  {
    title: 'Incident follow-up',
    description: 'Ask about an incident that affected your service.',
    questionTitle: 'What caused the incident on <date> in <service>?',
    questionContent:
      '## What happened\n\n## Impact\n\n## What I already checked\n',
    tags: ['observability'],
    entities: [],
  },
  {
    title: 'Payments integration',
    description: 'Questions about integrating with the payments API.',
    questionTitle: 'How do I <goal> with the payments API?',
    questionContent:
      '## Goal\n\n## Request I send\n\n~~~http\n~~~\n\n## Response I get\n',
    tags: ['payments', 'rest-api'],
    entities: [E.paymentsApi],
  },
];

/** Extra follows, besides collection followers (see collections). */
export const follows: {
  tags: [DemoUser, string][];
  entities: [DemoUser, string][];
  users: [DemoUser, DemoUser][];
  /** Single posts, by title like collections' posts. */
  posts: [DemoUser, string][];
} = {
  tags: [
    ['guest', 'kubernetes'],
    ['guest', 'payments'],
    ['guest', 'react'],
    ['aisha', 'postgresql'],
    ['noah', 'kafka'],
    ['kenji', 'react-native'],
    ['emma', 'accessibility'],
    ['liam', 'observability'],
    ['priya', 'go'],
  ],
  entities: [
    ['guest', E.ciPipelines],
    ['guest', E.paymentsService],
    ['sofia', E.ledgerService],
    ['lucas', E.mobileApp],
    ['maria', E.authGateway],
    ['omar', E.paymentsDb],
  ],
  users: [
    ['guest', 'maria'],
    ['guest', 'sofia'],
    ['liam', 'guest'],
    ['priya', 'guest'],
    ['emma', 'kenji'],
    ['noah', 'aisha'],
    ['chloe', 'emma'],
    ['aisha', 'sofia'],
  ],
  posts: [
    ['guest', 'How do I make payment creation idempotent in payments-service?'],
    ['guest', 'Deep links to an order open the home screen instead'],
    ['guest', 'Observability checklist before going to production'],
    ['aisha', 'How are refunds reflected in the ledger?'],
    ['noah', 'Idempotency keys: a practical guide'],
  ],
};
