import knexFactory, { type Knex } from 'knex';
import { writeTransaction } from './transactions';

/** An error as the pg driver reports it: a SQLSTATE in `code`. */
const pgError = (code: string) =>
  Object.assign(new Error(`pg ${code}`), { code });

describe('writeTransaction', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory({
      client: 'better-sqlite3',
      connection: ':memory:',
      useNullAsDefault: true,
    });
  });
  afterAll(() => db.destroy());

  /** A write that fails with `errors` in turn, then returns its attempt. */
  const failing = (...errors: Error[]) => {
    let attempts = 0;
    const write = async () => {
      attempts += 1;
      const error = errors[attempts - 1];
      if (error) throw error;
      return attempts;
    };
    return { write, attempts: () => attempts };
  };

  it('runs a write again after a deadlock or a serialization failure', async () => {
    const { write } = failing(pgError('40P01'), pgError('40001'));
    await expect(writeTransaction(db, write)).resolves.toBe(3);
  });

  it('gives up after ten attempts and lets the conflict through', async () => {
    const { write, attempts } = failing(
      ...Array.from({ length: 12 }, () => pgError('40P01')),
    );
    await expect(writeTransaction(db, write)).rejects.toThrow('pg 40P01');
    expect(attempts()).toBe(10);
  });

  it('tries a unique race three times, then reports it', async () => {
    const { write, attempts } = failing(
      ...Array.from({ length: 5 }, () => pgError('23505')),
    );
    await expect(writeTransaction(db, write)).rejects.toThrow('pg 23505');
    expect(attempts()).toBe(3);
  });

  it('never repeats a write that failed for any other reason', async () => {
    const { write, attempts } = failing(new Error('Post not found'));
    await expect(writeTransaction(db, write)).rejects.toThrow('Post not found');
    expect(attempts()).toBe(1);
  });

  it('leaves the retry to the outer transaction when nested', async () => {
    const { write, attempts } = failing(pgError('40P01'));
    await expect(
      db.transaction(trx => writeTransaction(trx, write)),
    ).rejects.toThrow('pg 40P01');
    expect(attempts()).toBe(1);
  });
});
