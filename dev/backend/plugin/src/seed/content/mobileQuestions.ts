import { ENTITIES as E } from '../catalogRefs';
import type { QuestionSeed } from './types';

/** Questions about the mobile apps, the BFF and the design system. */
export const mobileQuestions: QuestionSeed[] = [
  {
    title: 'How do I add a field to the mobile-bff GraphQL schema?',
    team: 'mobile',
    tags: ['graphql', 'nodejs'],
    entities: [E.mobileBff],
    body: `I need \`estimatedDelivery\` on \`Order\`. Is the schema code-first or SDL-first?`,
    answers: [
      `SDL-first. Add the field to \`schema/order.graphql\`, run \`npm run codegen\` and implement the resolver:\n\n~~~ts\nexport const Order: OrderResolvers = {\n  estimatedDelivery: order => deliveries.estimate(order.id),\n};\n~~~`,
      `Remember to mark new nullable fields as nullable — old app versions must keep working.`,
    ],
    correct: 0,
  },
  {
    title: 'N+1 queries in the BFF order list',
    team: 'mobile',
    tags: ['graphql', 'performance'],
    entities: [E.mobileBff, E.paymentsApi],
    body: `Loading 50 orders makes 50 calls to payments-api. How do we batch this?`,
    answers: [
      `Use a DataLoader per request:\n\n~~~ts\nconst paymentLoader = new DataLoader((ids: readonly string[]) => payments.getMany(ids));\n~~~`,
      `payments-api supports \`GET /payments?ids=a,b,c\` for exactly this.`,
      `Make sure the loader is created per request, never shared, or you leak data between users.`,
    ],
    correct: 0,
  },
  {
    title: 'React Native app crashes on Android 14 when opening the camera',
    team: 'mobile',
    tags: ['react-native', 'android'],
    entities: [E.mobileApp],
    body: `Crash log:\n\n~~~text\njava.lang.SecurityException: Starting FGS with type camera requires permission\n~~~`,
    answers: [
      `Android 14 requires \`FOREGROUND_SERVICE_CAMERA\` in the manifest when targeting SDK 34.`,
      `Upgrading the camera library to 4.x fixed it for us without manifest changes.`,
    ],
    correct: 0,
  },
  {
    title: 'Push notifications not arriving on iOS in staging',
    team: 'mobile',
    tags: ['ios', 'react-native'],
    entities: [E.mobileApp, E.notificationService],
    body: `Android receives them, iOS does not. notification-service logs say "delivered".`,
    answers: [
      `Staging builds are signed for the APNs *sandbox*; notification-service must use the sandbox endpoint for them. Check the \`apnsEnvironment\` of the staging app registration.`,
    ],
    correct: 0,
  },
  {
    title: 'Which design-system components are accessible out of the box?',
    team: 'mobile',
    tags: ['accessibility', 'react'],
    entities: [E.designSystem],
    body: `Do I still need to add labels to \`IconButton\`?`,
    answers: [
      `Yes — \`IconButton\` requires an \`aria-label\` prop and the type enforces it. Everything else labels itself from its text.`,
      `Run the a11y Storybook addon; it flags missing labels.`,
    ],
    correct: 0,
  },
  {
    title: 'Theming the design system for dark mode',
    team: 'mobile',
    tags: ['react', 'typescript', 'accessibility'],
    entities: [E.designSystem, E.checkoutWeb],
    body: `Checkout wants dark mode. Do I override colours per component?\n\n~~~tsx\n<Button style={{ background: '#222' }} />\n~~~`,
    answers: [
      `No — wrap the app in \`ThemeProvider\` with the \`dark\` tokens; components read semantic tokens, never raw colours.`,
      `Contrast of the dark tokens was checked against WCAG AA, so prefer them over custom colours.`,
    ],
    correct: 0,
  },
  {
    title: 'Offline mode for the basket in the mobile app',
    team: 'mobile',
    tags: ['react-native', 'typescript'],
    entities: [E.mobileApp, E.mobileBff],
    body: `Users lose their basket when offline. What is the recommended persistence?`,
    answers: [
      `Persist the basket slice with MMKV and sync on reconnect; the BFF merges baskets by item id.`,
      `Keep prices out of the persisted state and refetch them — stale prices cause support tickets.`,
      `We tried AsyncStorage first; MMKV was ten times faster on old Android devices.`,
    ],
    correct: 1,
  },
  {
    title: 'Sign-in with auth-gateway from the mobile app: PKCE?',
    team: 'mobile',
    tags: ['oauth2', 'mobile', 'security'],
    entities: [E.mobileApp, E.authGateway],
    body: `Is the authorization code flow with PKCE supported for public clients?`,
    answers: [
      `Yes, and it is the only flow allowed for apps. Use the system browser (ASWebAuthenticationSession / Custom Tabs), not a WebView.`,
    ],
    correct: 0,
  },
  {
    title: 'Release train: when is the mobile code freeze?',
    team: 'mobile',
    tags: ['mobile'],
    entities: [E.mobileSystem],
    body: `What is the cut-off for getting a change into the next app release?`,
    answers: [
      `Wednesday 12:00 UTC every other week; the release branch is cut automatically.`,
      `Hotfixes go through the \`hotfix/*\` branch and need a mobile lead's approval.`,
    ],
    correct: 0,
    anonymous: true,
  },
  {
    title: 'Snapshot tests are flaky on CI for the design system',
    team: 'mobile',
    tags: ['testing', 'react'],
    entities: [E.designSystem, E.ciPipelines],
    body: `Snapshots differ only in font rendering between local and CI.`,
    answers: [
      `Run visual tests in the pinned Playwright container locally too (\`npm run test:visual:docker\`) so fonts match.`,
      `Or prefer DOM snapshots for logic and keep image snapshots for a few key stories.`,
    ],
  },
  {
    title: 'GraphQL errors vs HTTP status codes in the BFF',
    team: 'mobile',
    tags: ['graphql', 'nodejs'],
    entities: [E.mobileBff],
    body: `Should the BFF return 500 when payments-api is down, or 200 with an \`errors\` array?`,
    answers: [
      `200 with partial data and an error with \`extensions.code = "UPSTREAM_UNAVAILABLE"\`; the app shows what it can.`,
      `Only return non-200 for transport-level problems (bad JSON, auth).`,
    ],
    correct: 0,
  },
  {
    title: 'Deep links to an order open the home screen instead',
    team: 'mobile',
    tags: ['react-native', 'ios', 'android'],
    entities: [E.mobileApp],
    body: `\`acme://orders/123\` works when the app is running, not from a cold start.`,
    answers: [
      `Read \`Linking.getInitialURL()\` after the navigator is ready; on cold start the event fires before your listener exists.`,
      `React Navigation's \`linking\` config handles both cases if you let it.`,
      `On iOS also check the universal link association file is served with the right content type.`,
    ],
    correct: 1,
  },
  {
    title: 'How do we measure app start time?',
    team: 'mobile',
    tags: ['performance', 'mobile', 'observability'],
    entities: [E.mobileApp],
    body: `Product wants cold start under 2 seconds. Is there an existing metric?`,
    answers: [
      `\`app_start_ms\` is reported by the performance SDK from process start to the first rendered screen.`,
    ],
  },
  {
    title: 'Is anyone using the new design-system Table on mobile web?',
    team: 'mobile',
    tags: ['react', 'accessibility'],
    entities: [E.designSystem],
    body: `It overflows on small screens. Is there a responsive variant?`,
    answers: [],
  },
];
