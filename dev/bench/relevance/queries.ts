/**
 * The relevance benchmark's query set (`npm run bench:search`): what people
 * type into a search box before asking, over the dev portal's seeded
 * community (dev/backend/plugin/src/seed/content), each with the one post it
 * should find, named by its exact title so the set survives id changes.
 *
 * Every wanted post is readable by the benchmark's reader (Liam Chen under
 * the dev permission policy: no posts tagged `secret`), and the harness
 * refuses to run when a title is no longer among them. Most queries are not
 * titles: they use other word forms, typos, plain-language questions, tags,
 * code-like tokens of the posts' text, or a topic several posts share.
 */

/** What a query tests. */
export const QUERY_CATEGORIES = [
  /** Other inflections of the post's words: crashing/crashes, schemas/schema. */
  'word forms',
  /** A misspelt word or two. */
  'typos',
  /** A question in plain language, with its stop words. */
  'questions',
  /** A tag of the post (alone, or with a word of the post). */
  'tags',
  /** Identifiers, error codes, component names and other code-like tokens. */
  'code',
  /** Several words on a topic that several posts share; one fits best. */
  'topical',
  /** The post's exact title. */
  'exact title',
] as const;

export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

export interface RelevanceQuery {
  /** What is typed into the search box. */
  query: string;
  /** The exact title of the post the query should find. */
  expected: string;
  category: QueryCategory;
  /** Why this post is the right answer, where that is not obvious. */
  note?: string;
}

const T = {
  idempotent: 'How do I make payment creation idempotent in payments-service?',
  ledgerDrift: 'Ledger balances drift by a cent after currency conversion',
  refundTopic: 'Which Kafka topic does payments-service publish refunds to?',
  flyway: 'Flyway migration locks the payments table for minutes',
  threeDs: 'Testing 3-D Secure flows locally',
  retryPolicy: 'Retry policy for calls from checkout-web to payments-api',
  refundsLedger: 'How are refunds reflected in the ledger?',
  conflict409: 'Why does payments-service return 409 on capture?',
  poolExhaustion: 'Connection pool exhaustion on payments-db during peak',
  batchJob: 'Can I call payments-api from a batch job without a user token?',
  amounts: 'Amounts in the payments API: integers or decimals?',
  ledgerRole:
    'Local setup of ledger-service fails with "role ledger does not exist"',
  reuseWorkflow: 'How do I reuse the shared build workflow from ci-pipelines?',
  dockerSlow: 'Docker builds in CI are slow since the runner migration',
  audience: 'Token audience errors from auth-gateway',
  jwks: 'JWKS caching in Go services',
  sms: 'Sending an SMS through notification-service',
  consumerLag: 'Consumer lag keeps growing on notifications.requested',
  dashboards: 'Where do I find dashboards for my service?',
  helm: 'Helm chart values for a new service',
  oom: 'Pods restarted with OOMKilled after upgrading to Java 21',
  terraform: 'Terraform state lock stuck after a cancelled pipeline',
  forkSecrets: 'Secrets in GitHub Actions for forks',
  logging: 'Structured logging format expected by the log pipeline',
  rotateSecret: 'Rotating the client secret of a service without downtime',
  graphqlField: 'How do I add a field to the mobile-bff GraphQL schema?',
  nPlusOne: 'N+1 queries in the BFF order list',
  camera: 'React Native app crashes on Android 14 when opening the camera',
  push: 'Push notifications not arriving on iOS in staging',
  darkMode: 'Theming the design system for dark mode',
  offline: 'Offline mode for the basket in the mobile app',
  pkce: 'Sign-in with auth-gateway from the mobile app: PKCE?',
  codeFreeze: 'Release train: when is the mobile code freeze?',
  snapshots: 'Snapshot tests are flaky on CI for the design system',
  graphqlErrors: 'GraphQL errors vs HTTP status codes in the BFF',
  deepLinks: 'Deep links to an order open the home screen instead',
  startTime: 'How do we measure app start time?',
  lifecycle: 'Payments 101: the lifecycle of a payment',
  safeMigrations: 'Writing safe database migrations',
  goldenPath: 'Our golden path for a new Go service',
  s2sAuth: 'Service-to-service authentication explained',
  topicNaming: 'Kafka topic naming and retention conventions',
  checklist: 'Observability checklist before going to production',
  graphqlOldApps: 'Designing GraphQL schemas for old app versions',
  a11yArticle: 'Accessibility in the design system',
  idempotencyGuide: 'Idempotency keys: a practical guide',
  partitions: 'Choosing a Kafka partition count',
  pgbouncer: 'Postgres connection pooling with PgBouncer',
  k8sResources: 'Kubernetes: resource management for pods',
  tokenExchange: 'OAuth 2.0 token exchange (RFC 8693)',
  rnPerformance: 'React Native: performance overview',
  wcag: 'WCAG 2.2 quick reference',
  stripe: 'Stripe: designing robust APIs with idempotency',
} as const;

/** The benchmark's queries; see {@link RelevanceQuery}. */
export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Word forms: the post says it differently.
  { query: 'crashing camera', expected: T.camera, category: 'word forms' },
  {
    query: 'adding fields to graphql schemas',
    expected: T.graphqlField,
    category: 'word forms',
    note: 'The question adds "a field" to "the GraphQL schema"; the article on schemas for old app versions only mentions removing fields.',
  },
  {
    query: 'rotating client secrets',
    expected: T.rotateSecret,
    category: 'word forms',
  },
  {
    query: 'refunded payments in the ledger',
    expected: T.refundsLedger,
    category: 'word forms',
  },
  {
    query: 'retrying payments-api calls',
    expected: T.retryPolicy,
    category: 'word forms',
  },
  {
    query: 'flaky snapshot testing',
    expected: T.snapshots,
    category: 'word forms',
  },
  {
    query: 'deep linking from a cold start',
    expected: T.deepLinks,
    category: 'word forms',
  },
  {
    query: 'terraform state locked',
    expected: T.terraform,
    category: 'word forms',
  },
  {
    query: 'migration locking the payments table',
    expected: T.flyway,
    category: 'word forms',
  },
  {
    query: 'measuring app start times',
    expected: T.startTime,
    category: 'word forms',
  },
  {
    query: 'dashboards for services',
    expected: T.dashboards,
    category: 'word forms',
  },

  // Typos.
  { query: 'pgbouncr', expected: T.pgbouncer, category: 'typos' },
  {
    query: 'kuberentes resource limits',
    expected: T.k8sResources,
    category: 'typos',
  },
  {
    query: 'terrafrom state lock',
    expected: T.terraform,
    category: 'typos',
  },
  {
    query: 'idempotncy keys',
    expected: T.idempotencyGuide,
    category: 'typos',
  },
  { query: 'grafana dashbord', expected: T.dashboards, category: 'typos' },
  {
    query: 'recat native performance',
    expected: T.rnPerformance,
    category: 'typos',
  },
  { query: 'kafak partition count', expected: T.partitions, category: 'typos' },
  {
    query: 'acessibility design system',
    expected: T.a11yArticle,
    category: 'typos',
  },
  { query: 'flyway migraton', expected: T.flyway, category: 'typos' },
  { query: 'helm chart valeus', expected: T.helm, category: 'typos' },
  {
    query: 'push notifcations ios',
    expected: T.push,
    category: 'typos',
  },

  // Questions in plain language.
  {
    query: 'what is the lifecycle of a payment',
    expected: T.lifecycle,
    category: 'questions',
  },
  {
    query: 'how do I stop clients from charging twice when they retry',
    expected: T.idempotent,
    category: 'questions',
    note: 'Its text: "Mobile clients retry POST /payments on timeouts and we occasionally charge twice."',
  },
  {
    query: 'why is my docker build so slow in ci',
    expected: T.dockerSlow,
    category: 'questions',
  },
  {
    query: 'how can I send an sms from my service',
    expected: T.sms,
    category: 'questions',
  },
  {
    query: 'when is the code freeze for the next app release',
    expected: T.codeFreeze,
    category: 'questions',
  },
  {
    query: 'which grant should a nightly batch job use',
    expected: T.batchJob,
    category: 'questions',
  },
  {
    query: 'how long should I cache the jwks',
    expected: T.jwks,
    category: 'questions',
  },
  {
    query: 'what log format does the log pipeline expect',
    expected: T.logging,
    category: 'questions',
  },
  {
    query: 'how do I keep the basket when the app is offline',
    expected: T.offline,
    category: 'questions',
  },
  {
    query: 'should amounts be integers or decimals',
    expected: T.amounts,
    category: 'questions',
  },
  {
    query: 'what should I check before going to production',
    expected: T.checklist,
    category: 'questions',
  },
  {
    query: 'how do services authenticate to each other',
    expected: T.s2sAuth,
    category: 'questions',
  },

  // Tags: the query's first word is only a tag of the post.
  { query: 'terraform', expected: T.terraform, category: 'tags' },
  { query: 'helm', expected: T.helm, category: 'tags' },
  {
    query: 'nodejs graphql errors',
    expected: T.graphqlErrors,
    category: 'tags',
  },
  {
    query: 'react-native offline basket',
    expected: T.offline,
    category: 'tags',
  },
  {
    query: 'spring-boot connection pool',
    expected: T.poolExhaustion,
    category: 'tags',
  },
  {
    query: 'kotlin refunds',
    expected: T.refundsLedger,
    category: 'tags',
    note: 'The Kafka refunds question has "refunds" in its title too, but is not tagged kotlin.',
  },
  {
    query: 'security github actions',
    expected: T.forkSecrets,
    category: 'tags',
  },

  // Code-like tokens that occur in the posts' titles or text.
  { query: 'N+1', expected: T.nPlusOne, category: 'code' },
  {
    query: 'payments-service 409',
    expected: T.conflict409,
    category: 'code',
  },
  {
    query: 'PAYMENT_STATE_CONFLICT',
    expected: T.conflict409,
    category: 'code',
  },
  { query: '3-D Secure', expected: T.threeDs, category: 'code' },
  { query: 'OOMKilled java 21', expected: T.oom, category: 'code' },
  {
    query: 'Error acquiring the state lock',
    expected: T.terraform,
    category: 'code',
  },
  {
    query: 'role "ledger" does not exist',
    expected: T.ledgerRole,
    category: 'code',
  },
  {
    query: '401 invalid_token audience',
    expected: T.audience,
    category: 'code',
  },
  {
    query: 'HikariCP request timed out after 30000ms',
    expected: T.poolExhaustion,
    category: 'code',
  },
  {
    query: 'SecurityException FGS camera',
    expected: T.camera,
    category: 'code',
  },
  { query: 'lock_timeout', expected: T.safeMigrations, category: 'code' },
  {
    query: 'mobile-bff estimatedDelivery',
    expected: T.graphqlField,
    category: 'code',
  },
  {
    query: 'ci-pipelines reusable workflow',
    expected: T.reuseWorkflow,
    category: 'code',
    note: 'Over the link "GitHub Actions: reusing workflows", which does not name ci-pipelines.',
  },

  // Topics several posts share.
  {
    query: 'kafka consumer lag',
    expected: T.consumerLag,
    category: 'topical',
    note: 'Over "Choosing a Kafka partition count" and "Kafka documentation: consumer configs".',
  },
  {
    query: 'how many partitions for a kafka topic',
    expected: T.partitions,
    category: 'topical',
    note: 'Over "Kafka topic naming and retention conventions" and the consumer lag question.',
  },
  {
    query: 'connection pool exhausted at peak',
    expected: T.poolExhaustion,
    category: 'topical',
    note: 'Over the PgBouncer article.',
  },
  {
    query: 'pgbouncer pool modes',
    expected: T.pgbouncer,
    category: 'topical',
    note: 'Over the pool exhaustion question, whose answer suggests PgBouncer.',
  },
  {
    query: 'oauth token exchange',
    expected: T.tokenExchange,
    category: 'topical',
    note: 'Over "Service-to-service authentication explained", which uses token exchange.',
  },
  {
    query: 'design system dark mode',
    expected: T.darkMode,
    category: 'topical',
  },
  {
    query: 'online schema changes without locking',
    expected: T.flyway,
    category: 'topical',
    note: 'Its text asks "How do others do online schema changes here?"; over the safe migrations article and the explicit locking link.',
  },
  {
    query: 'kubernetes java memory limit',
    expected: T.oom,
    category: 'topical',
    note: 'Over the Kubernetes resource management link, which is not about Java.',
  },
  {
    query: 'deprecating graphql fields for old apps',
    expected: T.graphqlOldApps,
    category: 'topical',
    note: 'Over "GraphQL best practices" and the add-a-field question.',
  },

  // A few exact titles.
  { query: T.partitions, expected: T.partitions, category: 'exact title' },
  { query: T.wcag, expected: T.wcag, category: 'exact title' },
  { query: T.goldenPath, expected: T.goldenPath, category: 'exact title' },
  { query: T.stripe, expected: T.stripe, category: 'exact title' },
];
