import { agoraApi } from '../../api/agoraApi';
import { type AgoraRequest } from '../../api/baseQuery';
import { providesList } from '../../api/tags';
import {
  usersResponseSchema,
  type UsersQuery,
  type UsersResponse,
} from '../../api/types';

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_USERS: UsersResponse = { users: [], total: 0 };

/** People who took part, with their totals. Following is in followsApi. */
export const usersApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getUsers: build.query<UsersResponse, UsersQuery>({
      query: (params): AgoraRequest => ({
        url: '/users',
        params,
        forbiddenValue: EMPTY_USERS,
        response: usersResponseSchema,
      }),
      providesTags: result =>
        providesList(
          'User',
          result?.users.map(u => u.userRef),
        ),
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
