/**
 * The demo organisation of dev/catalog/*.yaml as the seed refers to it. Kept
 * in one place so a renamed catalog entity is renamed here once.
 */
export const USERS = {
  guest: 'user:default/guest',
  maria: 'user:default/maria.garcia',
  liam: 'user:default/liam.chen',
  priya: 'user:default/priya.patel',
  aisha: 'user:default/aisha.khan',
  noah: 'user:default/noah.williams',
  sofia: 'user:default/sofia.rossi',
  omar: 'user:default/omar.haddad',
  kenji: 'user:default/kenji.tanaka',
  emma: 'user:default/emma.johansson',
  lucas: 'user:default/lucas.martin',
  chloe: 'user:default/chloe.dubois',
} as const;

export type DemoUser = keyof typeof USERS;

export const ALL_USERS: string[] = Object.values(USERS);

/** Who usually writes about what: authors are drawn from the owning team. */
export const TEAMS: Record<'platform' | 'payments' | 'mobile', DemoUser[]> = {
  platform: ['guest', 'maria', 'liam', 'priya'],
  payments: ['aisha', 'noah', 'sofia', 'omar'],
  mobile: ['kenji', 'emma', 'lucas', 'chloe'],
};

export const ENTITIES = {
  paymentsService: 'component:default/payments-service',
  ledgerService: 'component:default/ledger-service',
  checkoutWeb: 'component:default/checkout-web',
  mobileApp: 'component:default/mobile-app',
  mobileBff: 'component:default/mobile-bff',
  notificationService: 'component:default/notification-service',
  authGateway: 'component:default/auth-gateway',
  ciPipelines: 'component:default/ci-pipelines',
  designSystem: 'component:default/design-system',
  paymentsApi: 'api:default/payments-api',
  notificationsApi: 'api:default/notifications-api',
  authApi: 'api:default/auth-api',
  paymentsDb: 'resource:default/payments-db',
  kafkaCluster: 'resource:default/kafka-cluster',
  paymentsSystem: 'system:default/payments',
  mobileSystem: 'system:default/mobile-experience',
  portalSystem: 'system:default/developer-portal',
  commerce: 'domain:default/commerce',
} as const;
