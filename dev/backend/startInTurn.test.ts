import { ConfigReader } from '@backstage/config';
import { baseConnection, takeStartUpTurn } from './startInTurn';

describe('baseConnection', () => {
  it('takes a connection string as it is', () => {
    const config = new ConfigReader({
      backend: { database: { connection: 'postgres://a:b@db:5432/base' } },
    });
    expect(baseConnection(config)).toBe('postgres://a:b@db:5432/base');
  });

  it('names the postgres database when the connection names none, as Backstage does', () => {
    const config = new ConfigReader({
      backend: { database: { connection: { host: 'db', user: 'agora' } } },
    });
    expect(baseConnection(config)).toEqual({
      host: 'db',
      user: 'agora',
      database: 'postgres',
    });
  });
});

const pg = process.env.AGORA_TEST_PG;
// Replicas share a database only on PostgreSQL (`npm run test:pg`).
const onPostgres = pg ? describe : describe.skip;

onPostgres('replicas taking turns to start', () => {
  it('a second replica waits until the first has started, then starts', async () => {
    const first = await takeStartUpTurn(pg!, () => {
      throw new Error('nobody else is starting');
    });
    const waits: string[] = [];
    const second = takeStartUpTurn(pg!, () => waits.push('second waits'));
    let secondStarted = false;
    second.then(() => {
      secondStarted = true;
    });
    // The second session asks for the lock and is told to wait.
    await new Promise(resolve => setTimeout(resolve, 500));
    expect(waits).toEqual(['second waits']);
    expect(secondStarted).toBe(false);

    await first.end();
    const turn = await second;
    expect(secondStarted).toBe(true);
    await turn.end();
  });
});
