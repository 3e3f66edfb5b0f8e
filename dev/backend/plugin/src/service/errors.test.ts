import express from 'express';
import request from 'supertest';
import { mockServices } from '@backstage/backend-test-utils';
import { errorHandler } from './errors';

/** A route that fails with a PostgreSQL SQLSTATE, as the pg driver reports it. */
function failingWith(code: string) {
  const app = express();
  app.get('/', () => {
    throw Object.assign(new Error(`duplicate key value in "tags" (${code})`), {
      code,
    });
  });
  app.use(errorHandler(mockServices.logger.mock()));
  return app;
}

describe('errorHandler and PostgreSQL conflicts', () => {
  it('answers a unique race the retries could not settle with 409', async () => {
    const res = await request(failingWith('23505')).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [{ message: 'It already exists' }] });
  });

  it.each(['40P01', '40001'])(
    'answers a lasting %s with a busy 503, not a 500',
    async code => {
      const res = await request(failingWith(code)).get('/');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        errors: [{ message: 'Agora is busy; please try again' }],
      });
    },
  );

  it('still hides other database errors behind a 500', async () => {
    const res = await request(failingWith('42P01')).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ errors: [{ message: 'Internal error' }] });
  });
});
