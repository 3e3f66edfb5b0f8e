import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { providesList } from '../../api/tags';
import {
  entitiesResponseSchema,
  entityLinksResponseSchema,
  entityStatsSchema,
  type EntitiesResponse,
  type EntityLinksResponse,
  type EntityStats,
  type ListQuery,
} from '../../api/types';

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_ENTITIES: EntitiesResponse = { entities: [], total: 0 };

/** Catalog entities that posts refer to, keyed by entity ref. */
export const entitiesApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getEntities: build.query<EntitiesResponse, ListQuery>({
      query: (params): AgoraRequest => ({
        url: '/entities',
        params,
        forbiddenValue: EMPTY_ENTITIES,
        response: entitiesResponseSchema,
      }),
      providesTags: result =>
        providesList(
          'Entity',
          result?.entities.map(e => e.entityRef),
        ),
    }),
    getEntity: build.query<EntityStats | null, EntityStats['entityRef']>({
      query: (entityRef): AgoraRequest => ({
        url: apiPath`/entities/${entityRef}`,
        notOkValue: null,
        response: entityStatsSchema,
      }),
      providesTags: (_result, _error, entityRef) => [
        { type: 'Entity', id: entityRef },
      ],
    }),
    getEntityLinks: build.query<EntityLinksResponse, void>({
      query: (): AgoraRequest => ({
        url: '/entities/links',
        response: entityLinksResponseSchema,
      }),
    }),
  }),
});

export const {
  useGetEntitiesQuery,
  useGetEntityQuery,
  useGetEntityLinksQuery,
} = entitiesApi;
