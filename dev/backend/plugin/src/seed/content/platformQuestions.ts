import { ENTITIES as E } from '../catalogRefs';
import type { QuestionSeed } from './types';

/** Questions about the developer platform (CI, auth, notifications, Kafka). */
export const platformQuestions: QuestionSeed[] = [
  {
    title: 'How do I reuse the shared build workflow from ci-pipelines?',
    team: 'platform',
    tags: ['github-actions', 'ci'],
    entities: [E.ciPipelines],
    body: `I want the standard build, test and image push without copying YAML. What is the entry point?`,
    answers: [
      `Call the reusable workflow:\n\n~~~yaml\njobs:\n  build:\n    uses: acme/ci-pipelines/.github/workflows/service.yml@v3\n    with:\n      language: java\n    secrets: inherit\n~~~`,
      `Pin a tag (\`@v3\`), not \`@main\`; breaking changes only land in major tags.`,
    ],
    correct: 0,
  },
  {
    title: 'Docker builds in CI are slow since the runner migration',
    team: 'platform',
    tags: ['docker', 'ci', 'performance'],
    entities: [E.ciPipelines],
    body: `Image builds went from 3 to 11 minutes. Layer cache seems to be gone.`,
    answers: [
      `The new runners are ephemeral. Use the registry cache:\n\n~~~yaml\ncache-from: type=registry,ref=ghcr.io/acme/app:buildcache\ncache-to: type=registry,ref=ghcr.io/acme/app:buildcache,mode=max\n~~~`,
      `Also order your Dockerfile so dependency download comes before \`COPY . .\`.`,
      `We moved to the \`service.yml@v3\` workflow which does this for you.`,
    ],
    correct: 0,
  },
  {
    title: 'Token audience errors from auth-gateway',
    team: 'platform',
    tags: ['oauth2', 'security'],
    entities: [E.authGateway, E.authApi],
    body: `Calls between two services fail with:\n\n~~~text\n401 invalid_token: audience "orders" not allowed\n~~~`,
    answers: [
      `Request the token with the target as audience (\`audience=payments\`), or use token exchange from the incoming user token.`,
      `Each service validates \`aud\` against its own name — reusing the caller's token for downstream calls will not work by design.`,
    ],
    correct: 1,
  },
  {
    title: 'JWKS caching in Go services',
    team: 'platform',
    tags: ['go', 'oauth2'],
    entities: [E.authGateway],
    body: `How long should Go services cache the JWKS from auth-gateway? Keys rotate weekly.`,
    answers: [
      `Cache for an hour and refetch immediately on an unknown \`kid\` (rate limited). Our shared middleware does exactly that:\n\n~~~go\nverifier := authmw.NewVerifier(authmw.WithJWKSRefresh(time.Hour))\n~~~`,
    ],
    correct: 0,
  },
  {
    title: 'Sending an SMS through notification-service',
    team: 'platform',
    tags: ['kafka', 'go'],
    entities: [E.notificationService, E.notificationsApi],
    body: `Is there an HTTP endpoint or must I produce to Kafka?`,
    answers: [
      `Kafka only: produce to \`notifications.requested\` with \`channel: "sms"\`. The message schema is in the notifications-api entity.`,
      `For local testing there is a \`make send-sms\` target that produces a sample message.`,
    ],
    correct: 0,
  },
  {
    title: 'Consumer lag keeps growing on notifications.requested',
    team: 'platform',
    tags: ['kafka', 'observability'],
    entities: [E.notificationService, E.kafkaCluster],
    body: `Lag grows to 200k messages at night. Partitions: 6, consumers: 12.`,
    answers: [
      `With 6 partitions only 6 of your 12 consumers do anything. Increase partitions to 24 or scale consumers down.`,
      `Also check the SMS provider latency; a slow downstream looks exactly like this. Add a histogram around the send call.`,
      `We added batching per provider which cut lag to near zero.`,
    ],
    correct: 0,
  },
  {
    title: 'Where do I find dashboards for my service?',
    team: 'platform',
    tags: ['observability'],
    entities: [E.portalSystem],
    body: `Is there a standard Grafana dashboard for services deployed with the golden path?`,
    answers: [
      `Yes — "Service overview" in Grafana, filtered by the \`app\` label. It appears automatically once you expose \`/metrics\`.`,
    ],
    correct: 0,
    anonymous: true,
  },
  {
    title: 'Helm chart values for a new service',
    team: 'platform',
    tags: ['kubernetes', 'helm'],
    entities: [E.ciPipelines],
    body: `What is the minimum values.yaml for the shared service chart?\n\n~~~yaml\nimage:\n  repository: ghcr.io/acme/my-service\n~~~`,
    answers: [
      `Add resources and probes, the chart refuses to deploy without them:\n\n~~~yaml\nresources:\n  requests: { cpu: 100m, memory: 256Mi }\nprobes:\n  readiness: /health/ready\n~~~`,
      `And \`team:\` so alerts are routed to you.`,
    ],
    correct: 0,
  },
  {
    title: 'Pods restarted with OOMKilled after upgrading to Java 21',
    team: 'platform',
    tags: ['kubernetes', 'java', 'performance'],
    entities: [E.paymentsService],
    body: `Same heap settings as before, but containers are OOMKilled at ~80% of the limit.`,
    answers: [
      `Use \`-XX:MaxRAMPercentage=70\` instead of a fixed \`-Xmx\`, and leave room for metaspace, threads and direct buffers.`,
      `Check native memory with \`-XX:NativeMemoryTracking=summary\`; Netty direct buffers were our surprise.`,
    ],
  },
  {
    title: 'Terraform state lock stuck after a cancelled pipeline',
    team: 'platform',
    tags: ['terraform', 'ci'],
    entities: [E.ciPipelines],
    body: `\`terraform plan\` fails with \`Error acquiring the state lock\`. The job that held it was cancelled.`,
    answers: [
      `Check nobody is applying, then \`terraform force-unlock <LOCK_ID>\`. The lock id is in the error message.`,
    ],
    correct: 0,
  },
  {
    title: 'Secrets in GitHub Actions for forks',
    team: 'platform',
    tags: ['github-actions', 'security'],
    entities: [E.ciPipelines],
    body: `Integration tests need a token, but PRs from forks do not get secrets. What is the recommended setup?`,
    answers: [
      `Split the workflow: tests without secrets on \`pull_request\`, and the secret-needing job behind a label on \`pull_request_target\` that a maintainer adds after review.`,
      `Never check out the fork's code in a \`pull_request_target\` job that has secrets without that review step.`,
    ],
    correct: 0,
  },
  {
    title: 'Structured logging format expected by the log pipeline',
    team: 'platform',
    tags: ['observability', 'go'],
    entities: [E.portalSystem],
    body: `Which fields does the log pipeline index? Our Go service logs plain text.`,
    answers: [
      `JSON lines with \`level\`, \`msg\`, \`ts\` and \`trace_id\`. With slog:\n\n~~~go\nlogger := slog.New(slog.NewJSONHandler(os.Stdout, nil))\n~~~`,
      `Anything else ends up in a catch-all \`fields\` object, still searchable but not as a column.`,
    ],
    correct: 0,
  },
  {
    title: 'Rotating the client secret of a service without downtime',
    team: 'platform',
    tags: ['oauth2', 'security'],
    entities: [E.authGateway],
    body: `auth-gateway allows one secret per client. How do we rotate safely?`,
    answers: [
      `It allows two since v2.3: add the new secret, deploy, then remove the old one.`,
      `If you are on an older client registration, recreate it through the self-service page; it migrates automatically.`,
    ],
    anonymousAnswers: [1],
  },
];
