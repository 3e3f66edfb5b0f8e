import { ENTITIES as E } from '../catalogRefs';
import type { QuestionSeed } from './types';

/** Questions about the payments system (payments-service, ledger, checkout). */
export const paymentsQuestions: QuestionSeed[] = [
  {
    title: 'How do I make payment creation idempotent in payments-service?',
    team: 'payments',
    tags: ['payments', 'java', 'spring-boot'],
    entities: [E.paymentsService, E.paymentsApi],
    body: `Mobile clients retry POST /payments on timeouts and we occasionally charge twice.\n\n~~~http\nPOST /payments\nContent-Type: application/json\n\n{ "amount": 1999, "currency": "EUR" }\n~~~\n\nWhat is the supported way to make this safe?`,
    answers: [
      `Send an **Idempotency-Key** header (a UUID per checkout attempt). payments-service stores the key with the response for 24 hours and replays it:\n\n~~~java\n@PostMapping("/payments")\npublic ResponseEntity<Payment> create(@RequestHeader("Idempotency-Key") UUID key, @RequestBody NewPayment body) {\n  return idempotency.replayOrRun(key, () -> payments.create(body));\n}\n~~~`,
      `Also make sure the client generates the key *before* the first attempt, not per retry — otherwise it does not help.`,
    ],
    correct: 0,
  },
  {
    title: 'Ledger balances drift by a cent after currency conversion',
    team: 'payments',
    tags: ['payments', 'kotlin', 'postgresql'],
    entities: [E.ledgerService],
    body: `Converting EUR→SEK and back leaves 0.01 on the suspense account:\n\n~~~kotlin\nval sek = eur.toDouble() * rate\n~~~\n\nIs there a rounding convention in ledger-service?`,
    answers: [
      `Never use Double for money. Use \`BigDecimal\` with the currency's minor units and \`RoundingMode.HALF_EVEN\`, and book the rounding difference explicitly:\n\n~~~kotlin\nval sek = eur.multiply(rate).setScale(2, RoundingMode.HALF_EVEN)\n~~~`,
      `The ledger has a \`FX_ROUNDING\` account for exactly this; post the remainder there so both legs balance.`,
      `We had the same issue in checkout-web; amounts in the API are integers in minor units, so convert at the edge only.`,
    ],
    correct: 0,
  },
  {
    title: 'Which Kafka topic does payments-service publish refunds to?',
    team: 'payments',
    tags: ['kafka', 'payments'],
    entities: [E.paymentsService, E.kafkaCluster],
    body: `I need to react to refunds in notification-service. Is there a dedicated topic or do I filter \`payments.events\`?`,
    answers: [
      `Everything goes to \`payments.events.v2\` with a \`type\` header; filter on \`type = RefundSucceeded\`.\n\n~~~yaml\nconsumer:\n  topics: [payments.events.v2]\n  filter: headers.type == 'RefundSucceeded'\n~~~`,
    ],
    correct: 0,
  },
  {
    title: 'Flyway migration locks the payments table for minutes',
    team: 'payments',
    tags: ['postgresql', 'java'],
    entities: [E.paymentsDb, E.paymentsService],
    body: `Adding an index in a migration blocked writes during the deploy:\n\n~~~sql\nCREATE INDEX payments_merchant_idx ON payments (merchant_id);\n~~~\n\nHow do others do online schema changes here?`,
    answers: [
      `Use \`CREATE INDEX CONCURRENTLY\` and mark that migration as non-transactional (Flyway: \`-- flyway:executeInTransaction=false\`).`,
      `Also set \`lock_timeout = '5s'\` at the top of every migration so a blocked DDL fails fast instead of queueing all writes behind it.`,
      `For column type changes we add a new column, backfill in batches and switch reads — never \`ALTER TYPE\` on a hot table.`,
    ],
    correct: 0,
  },
  {
    title: 'Testing 3-D Secure flows locally',
    team: 'payments',
    tags: ['payments', 'testing'],
    entities: [E.checkoutWeb, E.paymentsApi],
    body: `The sandbox PSP always returns frictionless. How can I force a challenge in checkout-web during development?`,
    answers: [
      `Use the magic card number 4000 0000 0000 3220 in the sandbox; it always requires a challenge.`,
      `In unit tests mock the \`/payments/{id}/authentication\` response with \`status: "challenge_required"\`.`,
    ],
    correct: 0,
  },
  {
    title: 'Retry policy for calls from checkout-web to payments-api',
    team: 'payments',
    tags: ['payments', 'typescript', 'react'],
    entities: [E.checkoutWeb, E.paymentsApi],
    body: `What retry policy should the web checkout use? Currently:\n\n~~~ts\nawait fetchWithRetry('/payments', { retries: 5 });\n~~~`,
    answers: [
      `Only retry with the same Idempotency-Key and with exponential backoff plus jitter; 3 attempts max, and never retry 4xx responses.`,
      `And show the user a pending state instead of an error after the last retry — the payment may still succeed.`,
    ],
  },
  {
    title: 'How are refunds reflected in the ledger?',
    team: 'payments',
    tags: ['payments', 'kotlin'],
    entities: [E.ledgerService, E.paymentsService],
    body: `Does a partial refund create one ledger transaction or two?`,
    answers: [
      `One transaction with two entries: debit \`merchant_payable\`, credit \`customer_cash\`. Fees are refunded in a separate transaction.`,
    ],
    correct: 0,
    anonymous: true,
  },
  {
    title: 'Why does payments-service return 409 on capture?',
    team: 'payments',
    tags: ['payments', 'java'],
    entities: [E.paymentsService],
    body: `Capturing an authorised payment sometimes returns:\n\n~~~json\n{ "error": "PAYMENT_STATE_CONFLICT", "state": "CAPTURING" }\n~~~`,
    answers: [
      `A capture is already in flight. Poll GET /payments/{id} until the state is \`CAPTURED\` or \`CAPTURE_FAILED\` instead of capturing again.`,
      `This also happens when the auto-capture job runs at the same time; check the merchant's \`autoCapture\` setting.`,
      `+1, we saw it from the BFF too. A webhook subscription is cheaper than polling.`,
    ],
    correct: 0,
  },
  {
    title: 'Connection pool exhaustion on payments-db during peak',
    team: 'payments',
    tags: ['postgresql', 'performance', 'spring-boot'],
    entities: [E.paymentsDb, E.paymentsService],
    body: `HikariCP reports \`Connection is not available, request timed out after 30000ms\` at 9am every Monday.\n\n~~~yaml\nspring.datasource.hikari.maximum-pool-size: 50\n~~~`,
    answers: [
      `50 per pod × 12 pods is more than the database's \`max_connections\`. Put PgBouncer in transaction mode in front and drop the pool to 10.`,
      `Check for long transactions too — a report query holding a connection for minutes was our culprit.`,
    ],
    correct: 0,
  },
  {
    title: 'Can I call payments-api from a batch job without a user token?',
    team: 'payments',
    tags: ['oauth2', 'payments', 'security'],
    entities: [E.paymentsApi, E.authGateway],
    body: `A nightly reconciliation job needs to read payments. Which grant should it use?`,
    answers: [
      `Client credentials. Register the job in auth-gateway with the \`payments:read\` scope only.\n\n~~~bash\ncurl -u $CLIENT_ID:$CLIENT_SECRET -d grant_type=client_credentials -d scope=payments:read https://auth.internal/oauth2/token\n~~~`,
    ],
    correct: 0,
  },
  {
    title: 'Amounts in the payments API: integers or decimals?',
    team: 'payments',
    tags: ['payments', 'rest-api'],
    entities: [E.paymentsApi],
    body: `The OpenAPI spec says \`amount: integer\` but some examples show 19.99.`,
    answers: [
      `Integers in minor units (1999 = 19.99 EUR). The examples are outdated; a PR fixing them is welcome.`,
      `Careful with zero-decimal currencies like JPY: 1999 means ¥1999.`,
    ],
    correct: 0,
  },
  {
    title: 'Handling PSP webhooks that arrive out of order',
    team: 'payments',
    tags: ['payments', 'kafka'],
    entities: [E.paymentsService],
    body: `We receive \`captured\` before \`authorised\` now and then. How should the state machine cope?`,
    answers: [
      `Each webhook carries a sequence number per payment; store the highest seen and ignore older ones, and allow skipping states forward.`,
      `Or just re-fetch the payment from the PSP on every webhook and treat the webhook as a "something changed" signal.`,
    ],
    anonymousAnswers: [1],
  },
  {
    title:
      'Local setup of ledger-service fails with "role ledger does not exist"',
    team: 'payments',
    tags: ['postgresql', 'docker'],
    entities: [E.ledgerService, E.paymentsDb],
    body: `Running \`docker compose up\` then \`./gradlew bootRun\` fails:\n\n~~~text\nFATAL: role "ledger" does not exist\n~~~`,
    answers: [
      `An old volume from before the role was added. Run \`docker compose down -v\` to recreate it with the init script.`,
    ],
    correct: 0,
  },
];
