import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { analyticsApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import type { PostType } from '../api/types';
import { CreatePostPage } from '../features/posts/CreatePostPage';
import { renderAgora, type RenderAgoraOptions } from './renderAgora';

/** Where each type's create page is. */
export const CREATE_ROUTES: Record<PostType, string> = {
  question: '/questions/ask',
  article: '/articles/write',
  link: '/links/create',
};

/**
 * The create page of `type` as the router shows it (at `options.route`, by
 * default its own path), with stand-ins for the new post's page and the
 * type's list to land on.
 */
export function renderCreatePage(
  type: PostType = 'question',
  options: RenderAgoraOptions = {},
  analytics = mockApis.analytics.mock(),
) {
  const route = CREATE_ROUTES[type];
  const section = route.split('/')[1];
  return renderAgora(
    <TestApiProvider apis={[[analyticsApiRef, analytics]]}>
      <Routes>
        <Route path={route} element={<CreatePostPage type={type} />} />
        <Route path={`/${section}/:id`} element={<p>Post page</p>} />
        <Route path={`/${section}`} element={<p>Post list</p>} />
      </Routes>
    </TestApiProvider>,
    { route, ...options },
  );
}

/** The form's title box. */
export const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });
/** The ask form's content box. */
export const contentBox = () =>
  screen.getByRole('textbox', { name: /^Question/ });
