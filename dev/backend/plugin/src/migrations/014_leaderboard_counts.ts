import type { Knex } from 'knex';
import { recountLeaderboards } from '../stores/leaderboardCounts';

/**
 * The leaderboards' per-author totals, kept as writes happen
 * (stores/leaderboardCounts.ts): per UTC day, per month and for all time,
 * so `GET /statistics/{board}` reads a few thousand rows instead of grouping
 * every vote, question or answer of the period by author
 * (docs/performance.md, "Leaderboards"). The period indexes cover the
 * sums: PostgreSQL reads them index-only instead of scanning the heap in a
 * parallel plan, many times slower. `(board, total)` gives the all-time top
 * and the caller's position.
 *
 * The backfill uses the store's recount: the counters must equal what the
 * leaderboard queries of this version count.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leaderboard_days', t => {
    t.string('board', 16).notNullable();
    t.string('day', 10).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'day', 'author']);
    t.index(['board', 'day', 'author', 'total'], 'leaderboard_days_sum_idx');
  });
  await knex.schema.createTable('leaderboard_months', t => {
    t.string('board', 16).notNullable();
    t.string('month', 7).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'month', 'author']);
    t.index(
      ['board', 'month', 'author', 'total'],
      'leaderboard_months_sum_idx',
    );
  });
  await knex.schema.createTable('leaderboard_totals', t => {
    t.string('board', 16).notNullable();
    t.string('author', 255).notNullable();
    t.integer('total').notNullable();
    t.primary(['board', 'author']);
    t.index(['board', 'total', 'author'], 'leaderboard_totals_rank_idx');
  });
  await recountLeaderboards(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('leaderboard_totals');
  await knex.schema.dropTable('leaderboard_months');
  await knex.schema.dropTable('leaderboard_days');
}
