import type { Knex } from 'knex';

/**
 * Each user's latest `agora.post.read` decision under a permission policy,
 * and the groups they belong to, as the identity middleware last saw them.
 * The policy answers only for a caller's own credentials, so notifications
 * (docs/notifications.md, "Hidden posts") judge their recipients from here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('policy_readers', t => {
    t.string('user_ref', 255).primary();
    // The PolicyDecision as JSON (conditions included).
    t.text('read_decision').notNullable();
    // The user's ownership refs (themselves and their groups) as a JSON array.
    t.text('ownership').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('policy_readers');
}
