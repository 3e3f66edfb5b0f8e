import { createRandom } from '../../backend/plugin/src/seed/random';
import type { Client } from '../client';
import type { Ledger } from '../ledger';
import { SEED } from '../settings';
import type { World } from '../world';
import type { Scenario } from './context';
import { collectionRanks } from './collections';
import { followsAndUnfollows } from './follows';
import { deletesAndRestores } from './moderation';
import { tagRaces } from './tags';
import { answersWhileCorrectToggles } from './threads';
import { viewsClicksFavorites } from './views';
import { crowdVotes, sameUserVotes } from './votes';

const SCENARIOS: Scenario[] = [
  sameUserVotes,
  crowdVotes,
  answersWhileCorrectToggles,
  deletesAndRestores,
  collectionRanks,
  followsAndUnfollows,
  tagRaces,
  viewsClicksFavorites,
];

/**
 * Runs every scenario at the same time against both replicas. Each has
 * its own PRNG seeded from SEED and its index, so its choices do not depend
 * on how the others interleave.
 */
export async function runStorm(
  call: Client,
  ledger: Ledger,
  world: World,
  until: number,
) {
  await Promise.all(
    SCENARIOS.map((scenario, i) =>
      scenario({ call, ledger, world, until, random: createRandom(SEED + i) }),
    ),
  );
}
