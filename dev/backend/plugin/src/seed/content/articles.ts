import { ENTITIES as E } from '../catalogRefs';
import type { ArticleSeed } from './types';
import { imageAddress, pgbouncerDiagram } from './images';

/** Knowledge-base articles written by the teams. */
export const articles: ArticleSeed[] = [
  {
    title: 'Payments 101: the lifecycle of a payment',
    team: 'payments',
    tags: ['payments'],
    entities: [E.paymentsService, E.paymentsSystem],
    body: `## States\n\nA payment moves through \`CREATED → AUTHORISED → CAPTURED\`, or ends in \`FAILED\` / \`CANCELLED\`.\n\n~~~text\nCREATED --authorise--> AUTHORISED --capture--> CAPTURED --refund--> REFUNDED\n~~~\n\n## Who owns what\n\npayments-service owns the state machine; the ledger only records money movements.`,
  },
  {
    title: 'Writing safe database migrations',
    team: 'payments',
    tags: ['postgresql', 'java'],
    entities: [E.paymentsDb],
    body: `Rules we follow on every hot table:\n\n1. \`SET lock_timeout = '5s'\` first.\n2. Indexes \`CONCURRENTLY\`, outside a transaction.\n3. Expand, migrate, contract — never rename in place.\n\n~~~sql\nSET lock_timeout = '5s';\nALTER TABLE payments ADD COLUMN merchant_ref text;\n~~~`,
  },
  {
    title: 'Our golden path for a new Go service',
    team: 'platform',
    tags: ['go', 'kubernetes', 'ci'],
    entities: [E.ciPipelines, E.portalSystem],
    body: `Create the repository from the template, then:\n\n~~~bash\nmake bootstrap && make run\n~~~\n\nYou get structured logging, metrics on \`/metrics\`, health probes, the shared Helm chart and the reusable CI workflow.`,
  },
  {
    title: 'Service-to-service authentication explained',
    team: 'platform',
    tags: ['oauth2', 'security'],
    entities: [E.authGateway, E.authApi],
    body: `Every call carries a token whose \`aud\` is the callee. For user context use token exchange; for jobs use client credentials.\n\n~~~text\nuser → BFF (user token) → exchange → payments (aud=payments)\n~~~`,
  },
  {
    title: 'Kafka topic naming and retention conventions',
    team: 'platform',
    tags: ['kafka'],
    entities: [E.kafkaCluster, E.notificationsApi],
    body: `Topics are \`<domain>.<entity>.<version>\`, e.g. \`payments.events.v2\`. Default retention is 7 days; compacted topics end in \`.state\`.\n\n~~~yaml\ntopic: payments.events.v2\npartitions: 12\nretention.ms: 604800000\n~~~`,
  },
  {
    title: 'Observability checklist before going to production',
    team: 'platform',
    tags: ['observability', 'kubernetes'],
    entities: [E.portalSystem],
    body: `- [x] JSON logs with \`trace_id\`\n- [x] RED metrics per endpoint\n- [x] An SLO and its burn-rate alert\n- [ ] A runbook linked from the alert\n\nThe "Service overview" dashboard covers the first two automatically.`,
  },
  {
    title: 'Designing GraphQL schemas for old app versions',
    team: 'mobile',
    tags: ['graphql', 'mobile'],
    entities: [E.mobileBff],
    body: `Apps in the wild live for years. Additive changes only; deprecate with \`@deprecated(reason: ...)\` and remove fields only when usage metrics show zero.\n\n~~~graphql\ntype Order {\n  total: Money!\n  totalCents: Int @deprecated(reason: "Use total")\n}\n~~~`,
  },
  {
    title: 'Accessibility in the design system',
    team: 'mobile',
    tags: ['accessibility', 'react'],
    entities: [E.designSystem],
    body: `Every component is tested with axe and a screen reader. Contributions need:\n\n- keyboard support,\n- visible focus,\n- an accessible name.\n\n~~~tsx\n<IconButton aria-label="Remove item" icon={<TrashIcon />} />\n~~~`,
  },
  {
    title: 'How we ship the mobile app every two weeks',
    team: 'mobile',
    tags: ['mobile', 'ci', 'react-native'],
    entities: [E.mobileApp, E.mobileSystem],
    body: `The release train cuts a branch on Wednesday, runs the E2E suite on a device farm and submits to both stores on Thursday. Phased rollout starts at 5%.`,
  },
  {
    title: 'Idempotency keys: a practical guide',
    team: 'payments',
    tags: ['payments', 'rest-api'],
    entities: [E.paymentsApi, E.checkoutWeb],
    body: `Generate the key once per user intent, reuse it on every retry, and keep it for 24 hours on the server.\n\n~~~ts\nconst key = crypto.randomUUID();\nawait retry(() => createPayment(body, { headers: { 'Idempotency-Key': key } }));\n~~~`,
  },
  {
    title: 'Choosing a Kafka partition count',
    team: 'platform',
    tags: ['kafka'],
    entities: [E.kafkaCluster, E.notificationsApi],
    body: `Partitions cap a consumer group's parallelism and cannot be reduced later, so pick the count when the topic is created.\n\n## Start from throughput\n\nMeasure what one consumer handles, then divide the peak rate by it and add headroom for a year of growth.\n\n| Topic | Peak msg/s | Per consumer | Partitions |\n| --- | ---: | ---: | ---: |\n| payments.events.v2 | 4,000 | 500 | 12 |\n| notifications.sent.v1 | 900 | 300 | 6 |\n| audit.log.v1 | 150 | 150 | 3 |\n\n## Keep keys spread\n\nOrdering holds per key only. A hot key (one merchant, one tenant) pins its partition; hash a finer key if one partition lags.\n\n~~~bash\nkafka-consumer-groups --bootstrap-server kafka:9092 \\\n  --describe --group notifications | sort -k6 -n | tail\n~~~\n\n## Changing it later\n\nAdding partitions remaps keys, so per-key ordering breaks for in-flight data: create a new versioned topic and migrate consumers instead.`,
  },
  {
    title: 'Postgres connection pooling with PgBouncer',
    team: 'payments',
    tags: ['postgresql'],
    entities: [E.paymentsDb, E.paymentsService],
    body: `Every payments-service pod opens a pool; without PgBouncer a deploy doubles the connections for a minute.\n\n![${pgbouncerDiagram.alt}](${imageAddress(pgbouncerDiagram)})\n\n## Pool modes\n\n| Mode | Session features | Use it for |\n| --- | --- | --- |\n| session | all | admin tools, migrations |\n| transaction | no session state | services |\n| statement | no transactions | never, for us |\n\n## Service settings\n\n~~~yaml\nspring.datasource.hikari:\n  maximum-pool-size: 10\n  connection-timeout: 2000\n~~~\n\n## Pitfalls\n\n- Prepared statements need PgBouncer 1.21+ in transaction mode.\n- \`SET\` without \`LOCAL\` leaks into the next client's transaction.\n- Advisory locks are session-scoped: take them in session mode only.`,
  },
];
