import type { Knex } from 'knex';
import { ALL_USERS } from './catalogRefs';
import type { Clock } from './clock';
import type { Random } from './random';

const COMMENTS = [
  'Thanks, this saved me an afternoon!',
  'Could you add a link to the runbook?',
  'Is this still accurate after the last upgrade?',
  'We ran into the same thing last sprint.',
  'Worth adding to the onboarding collection.',
  'Good point, updated our service accordingly.',
  'Does this also apply to the staging environment?',
  '+1, confirmed on our side.',
];

/** 0..max comments by people other than the parent's author, in time order. */
export async function insertComments(
  trx: Knex.Transaction,
  parent: {
    postId: number;
    answerId: number | null;
    author: string;
    created: string;
  },
  random: Random,
  clock: Clock,
  max: number,
) {
  let previous = parent.created;
  for (const commenter of random.sample(
    ALL_USERS.filter(u => u !== parent.author),
    random.int(0, max),
  )) {
    previous = clock.after(previous, 1, 24 * 3);
    await trx('comments').insert({
      post_id: parent.postId,
      answer_id: parent.answerId,
      content: random.pick(COMMENTS),
      author: commenter,
      created: previous,
    });
  }
}
