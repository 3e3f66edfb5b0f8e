import type { DemoUser } from '../catalogRefs';

/** Every tag the demo content uses, with a description and its experts. */
export const tags: Record<
  string,
  { description: string; experts: DemoUser[] }
> = {
  payments: {
    description: 'Payment processing, refunds and the payments API.',
    experts: ['aisha', 'sofia'],
  },
  java: { description: 'Java services and the JVM.', experts: ['noah'] },
  'spring-boot': {
    description: 'Spring Boot configuration and libraries.',
    experts: ['noah'],
  },
  kotlin: { description: 'Kotlin on the server.', experts: ['omar'] },
  postgresql: {
    description: 'PostgreSQL usage, migrations and performance.',
    experts: ['omar', 'priya'],
  },
  kafka: {
    description: 'Topics, producers and consumers on the shared Kafka cluster.',
    experts: ['liam'],
  },
  testing: {
    description: 'Unit, integration and end-to-end testing.',
    experts: [],
  },
  typescript: {
    description: 'TypeScript in the browser, on Node and in the apps.',
    experts: ['emma'],
  },
  react: {
    description: 'React applications and component libraries.',
    experts: ['emma', 'chloe'],
  },
  performance: {
    description: 'Latency, throughput and resource usage.',
    experts: [],
  },
  oauth2: {
    description: 'OAuth 2.0 / OIDC with auth-gateway.',
    experts: ['maria'],
  },
  security: {
    description: 'Secure coding, secrets and access control.',
    experts: ['maria'],
  },
  'rest-api': {
    description: 'Designing and consuming REST APIs.',
    experts: [],
  },
  docker: {
    description: 'Container images and local environments.',
    experts: ['liam'],
  },
  'github-actions': {
    description: 'CI workflows on GitHub Actions.',
    experts: ['guest', 'liam'],
  },
  ci: {
    description: 'Builds, pipelines and release automation.',
    experts: ['guest'],
  },
  go: { description: 'Go services.', experts: ['priya'] },
  observability: {
    description: 'Logs, metrics, traces and alerting.',
    experts: ['priya'],
  },
  kubernetes: {
    description: 'Running workloads on the Kubernetes clusters.',
    experts: ['guest'],
  },
  helm: { description: 'The shared Helm charts.', experts: [] },
  terraform: { description: 'Infrastructure as code.', experts: [] },
  graphql: {
    description: 'The mobile BFF GraphQL schema.',
    experts: ['kenji'],
  },
  nodejs: { description: 'Node.js services.', experts: [] },
  'react-native': { description: 'The React Native apps.', experts: ['lucas'] },
  android: { description: 'Android specifics of the mobile app.', experts: [] },
  ios: { description: 'iOS specifics of the mobile app.', experts: [] },
  accessibility: {
    description: 'Making every screen usable by everyone.',
    experts: ['chloe'],
  },
  mobile: {
    description: 'Mobile releases and app-wide topics.',
    experts: ['kenji'],
  },
};
