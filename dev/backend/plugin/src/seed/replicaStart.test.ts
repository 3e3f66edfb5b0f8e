import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { mockServices } from '@backstage/backend-test-utils';
import { migrate } from '../migrations';
import { seedDemoData } from './index';

const pg = process.env.AGORA_TEST_PG;
// Replicas share a database only on PostgreSQL (`npm run test:pg`); SQLite
// serves one process. `npm run test:storm` starts real replicas.
const onPostgres = pg ? describe : describe.skip;

onPostgres('two replicas starting at once on one empty database', () => {
  const name = `agora_replicas_${randomBytes(4).toString('hex')}`;
  let admin: Knex;
  let replicas: Knex[];
  beforeAll(async () => {
    admin = knexFactory({ client: 'pg', connection: pg });
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = new URL(pg!);
    url.pathname = `/${name}`;
    // Two pools, as two processes have.
    replicas = [1, 2].map(() =>
      knexFactory({ client: 'pg', connection: url.toString() }),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map(db => db.destroy()));
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.destroy();
  });

  it('both migrate and the demo community is seeded once, also when they start again', async () => {
    const logger = mockServices.logger.mock();
    await Promise.all(replicas.map(db => migrate(db)));
    await Promise.all(replicas.map(db => seedDemoData(db, logger)));
    const [db] = replicas;
    expect(await db('posts').count({ n: '*' }).first()).toEqual({ n: '68' });
    expect(
      await db('agora_knex_migrations_lock').count({ n: '*' }).first(),
    ).toEqual({ n: '1' });
    expect(logger.info).toHaveBeenCalledTimes(1);

    // Started again together on the database they made: nothing to do.
    await Promise.all(replicas.map(replica => migrate(replica)));
    await Promise.all(replicas.map(replica => seedDemoData(replica, logger)));
    expect(await db('posts').count({ n: '*' }).first()).toEqual({ n: '68' });
    expect(logger.info).toHaveBeenCalledTimes(1);
  }, 60_000);
});
