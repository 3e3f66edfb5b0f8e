import { ENTITIES as E } from '../catalogRefs';
import type { LinkSeed } from './types';

/** Useful external reading shared by the teams. */
export const links: LinkSeed[] = [
  { title: 'PostgreSQL: explicit locking', team: 'payments', url: 'https://www.postgresql.org/docs/current/explicit-locking.html', tags: ['postgresql'], entities: [E.paymentsDb], body: 'Which statements take which locks — essential before writing migrations.' },
  { title: 'Kafka documentation: consumer configs', team: 'platform', url: 'https://kafka.apache.org/documentation/#consumerconfigs', tags: ['kafka'], entities: [E.kafkaCluster], body: 'Reference for max.poll.records, session timeouts and friends.' },
  { title: 'OAuth 2.0 for native apps (RFC 8252)', team: 'mobile', url: 'https://www.rfc-editor.org/rfc/rfc8252', tags: ['oauth2', 'mobile'], entities: [E.mobileApp, E.authGateway], body: 'Why apps must use the system browser and PKCE.' },
  { title: 'OAuth 2.0 token exchange (RFC 8693)', team: 'platform', url: 'https://www.rfc-editor.org/rfc/rfc8693', tags: ['oauth2', 'security'], entities: [E.authGateway], body: 'The standard behind our service-to-service user context.' },
  { title: 'GitHub Actions: reusing workflows', team: 'platform', url: 'https://docs.github.com/en/actions/using-workflows/reusing-workflows', tags: ['github-actions', 'ci'], entities: [E.ciPipelines], body: 'How workflow_call, inputs and inherited secrets work.' },
  { title: 'React Native: performance overview', team: 'mobile', url: 'https://reactnative.dev/docs/performance', tags: ['react-native', 'performance'], entities: [E.mobileApp], body: 'Frame drops, the JS thread and what to measure first.' },
  { title: 'GraphQL best practices', team: 'mobile', url: 'https://graphql.org/learn/best-practices/', tags: ['graphql'], entities: [E.mobileBff], body: 'Versioning, nullability and pagination guidance.' },
  { title: 'WCAG 2.2 quick reference', team: 'mobile', url: 'https://www.w3.org/WAI/WCAG22/quickref/', tags: ['accessibility'], entities: [E.designSystem], body: 'The checklist our design-system reviews use.' },
  { title: 'Kubernetes: resource management for pods', team: 'platform', url: 'https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/', tags: ['kubernetes', 'performance'], entities: [E.portalSystem], body: 'Requests, limits and what OOMKilled really means.' },
  { title: 'Stripe: designing robust APIs with idempotency', team: 'payments', url: 'https://stripe.com/blog/idempotency', tags: ['payments', 'rest-api'], entities: [E.paymentsApi], body: 'The classic write-up on retries and idempotency keys.' },
];
