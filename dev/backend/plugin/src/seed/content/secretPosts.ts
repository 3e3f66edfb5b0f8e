import { ENTITIES as E, USERS } from '../catalogRefs';

/**
 * Questions the dev permission policy hides (dev/backend/devPermissionPolicy.ts):
 * tagged `secret`, they are read only by the payments team, the moderators
 * and their authors, so "Act as" shows a post that Liam cannot see and Aisha
 * can. Authors are fixed: the author of a secret post always reads it.
 */
export const secretQuestions = [
  {
    title: 'Where do the payments ledger reconciliation keys live?',
    author: USERS.aisha,
    tags: ['secret', 'payments'],
    entities: [E.ledgerService, E.paymentsDb],
    body: `The nightly reconciliation between ledger-service and the PSP settlement files needs the signing keys for the settlement bucket. Where are they kept, and who can rotate them?`,
    answer: {
      author: USERS.noah,
      body: `In the payments vault under \`ledger/reconciliation\`, readable by the ledger-service role only. Rotation is a payments on-call task: request it in the payments channel, never copy the keys anywhere else.`,
    },
    daysAgo: 40,
  },
  {
    title: 'Payments ledger incident review: duplicated settlement batch',
    author: USERS.aisha,
    tags: ['secret', 'payments', 'postgresql'],
    entities: [E.ledgerService],
    body: `Last week's settlement batch was booked twice on the ledger before the guard caught it. What should the incident review cover before we share a summary outside the team?`,
    answer: {
      author: USERS.noah,
      body: `Timeline, the missing unique constraint on the batch id, how the suspense account absorbed the difference, and the follow-up migration. Keep merchant names out of the summary.`,
    },
    daysAgo: 25,
  },
];
