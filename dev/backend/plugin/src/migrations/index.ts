import type { Knex } from 'knex';
import { STARTUP_LOCKS, whileLocked } from '../service/startupLocks';
import * as initial from './001_initial';
import * as postSearchWords from './002_post_search_words';
import * as listIndexes from './003_list_indexes';
import * as searchWordsByPost from './004_search_words_by_post';
import * as activityIndex from './005_activity_index';
import * as viewUnique from './006_view_unique';
import * as postTagsListing from './007_post_tags_listing';
import * as postCounts from './008_post_counts';
import * as lowerCaseRefs from './009_lower_case_refs';
import * as clicksIndex from './010_clicks_index';
import * as postDeletion from './011_post_deletion';
import * as dailyCounts from './012_daily_counts';
import * as userStatistics from './013_user_statistics';
import * as leaderboardCounts from './014_leaderboard_counts';
import * as tagEntityCounts from './016_tag_entity_counts';
import * as userCounts from './017_user_counts';
import * as defaultNamespaceRefs from './018_default_namespace_refs';
import * as answerListIndexes from './019_answer_list_indexes';
import * as postLastActivity from './020_post_last_activity';
import * as postFollowers from './021_post_followers';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Migrations are listed in code rather than loaded from a folder so that they
// run the same under tsx, jest and a bundled backend.
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_post_search_words': postSearchWords,
  '003_list_indexes': listIndexes,
  '004_search_words_by_post': searchWordsByPost,
  '005_activity_index': activityIndex,
  '006_view_unique': viewUnique,
  '007_post_tags_listing': postTagsListing,
  '008_post_counts': postCounts,
  '009_lower_case_refs': lowerCaseRefs,
  '010_clicks_index': clicksIndex,
  '011_post_deletion': postDeletion,
  '012_daily_counts': dailyCounts,
  '013_user_statistics': userStatistics,
  '014_leaderboard_counts': leaderboardCounts,
  '016_tag_entity_counts': tagEntityCounts,
  '017_user_counts': userCounts,
  '018_default_namespace_refs': defaultNamespaceRefs,
  '019_answer_list_indexes': answerListIndexes,
  '020_post_last_activity': postLastActivity,
  '021_post_followers': postFollowers,
};

/** The migrations up to and with `last` (all when undefined). */
const sourceUpTo = (last?: string): Knex.MigrationSource<string> => ({
  getMigrations: async () =>
    Object.keys(migrations).filter(name => !last || name <= last),
  getMigrationName: name => name,
  getMigration: async name => migrations[name],
});

/**
 * Brings the Agora schema up to date, or up to migration `last` (for tests
 * of a migration run on a database that holds data).
 *
 * Replicas started together take turns. knex's own migration lock does
 * serialise the migrations (it waits on the lock row and then skips those
 * another replica ran), but it creates its tables and lock row before
 * taking that lock, so on a new database two replicas both create
 * `agora_knex_migrations` and one fails. The advisory lock goes first.
 */
export async function migrate(knex: Knex, last?: string): Promise<void> {
  await whileLocked(knex, STARTUP_LOCKS.migrations, () =>
    knex.migrate.latest({
      migrationSource: sourceUpTo(last),
      tableName: 'agora_knex_migrations',
    }),
  );
}
