import { entitiesFixture, makeEntity } from '../fixtures/entities';
import { route } from './http';

/** msw handler factories for the entities routes. */
export const getEntitiesHandler = route('get', '/entities', entitiesFixture);
export const getEntityHandler = route('get', '/entities/:ref', () =>
  makeEntity(),
);
export const getEntityLinksHandler = route('get', '/entities/links', {
  entities: [{ entityRef: 'component:default/payments', count: 2 }],
});
