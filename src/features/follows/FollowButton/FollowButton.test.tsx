import { screen, waitFor } from '@testing-library/react';
import { identityApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { createDeferred } from '../../../testing/handlers/http';
import {
  followHandler,
  getFollowedCollectionsHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
} from '../../../testing/handlers/follows';
import { getTagHandler, getTagsHandler } from '../../../testing/handlers/tags';
import { makeTag } from '../../../testing/fixtures/tags';
import { tagsApi } from '../../tags/tagsApi';
import { followsApi } from '../followsApi';
import { FOLLOW_MESSAGES } from '../followsApi';
import { FollowButton } from './FollowButton';

expect.extend(toHaveNoViolations);

const server = setupMswServer();
const catalog = makeTag({ tag: 'catalog', followerCount: 1 });

type Store = Awaited<ReturnType<typeof renderAgora>>['store'];
const followerCounts = (store: Store) => {
  const state = store.getState();
  return [
    tagsApi.endpoints.getTags.select({})(state).data?.tags[0]?.followerCount,
    tagsApi.endpoints.getTag.select('catalog')(state).data?.followerCount,
  ];
};
const followedTags = (store: Store) =>
  followsApi.endpoints.getFollowedTags
    .select()(store.getState())
    .data?.tags.map(t => t.tag);

/** The tag button with the tag cached twice, as a list card and a tag page would. */
async function renderTagButton() {
  const view = await renderAgora(
    <FollowButton kind="tags" id="catalog" name="catalog" />,
  );
  await view.store.dispatch(tagsApi.endpoints.getTags.initiate({}));
  await view.store.dispatch(tagsApi.endpoints.getTag.initiate('catalog'));
  return view;
}

describe('FollowButton', () => {
  beforeEach(() => {
    server.use(
      getFollowedTagsHandler({ body: { tags: [], count: 0 } }),
      getTagsHandler({ body: { tags: [catalog], total: 1 } }),
      getTagHandler({ body: catalog }),
    );
  });

  it('follows at click time everywhere, before the server answers', async () => {
    const held = createDeferred();
    server.use(followHandler('tags', 'put')({ hold: held.promise }));
    const { store, user } = await renderTagButton();
    const button = await screen.findByRole('button', {
      name: 'Follow catalog',
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();

    await user.click(button);
    const pressed = screen.getByRole('button', { name: 'Unfollow catalog' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(followerCounts(store)).toEqual([2, 2]);
    expect(followedTags(store)).toEqual(['catalog']);

    // The refetch after the follow sees the server's state.
    server.use(
      getFollowedTagsHandler({
        body: { tags: [{ ...catalog, followerCount: 2 }], count: 1 },
      }),
    );
    held.release();
    await waitFor(() =>
      expect(
        followsApi.endpoints.getFollowedTags.select()(store.getState()).data
          ?.tags[0]?.followerCount,
      ).toBe(2),
    );
    expect(
      screen.getByRole('button', { name: 'Unfollow catalog' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls a failed follow back everywhere and says so', async () => {
    const held = createDeferred();
    server.use(
      followHandler('tags', 'put')({ status: 500, hold: held.promise }),
    );
    const { store, user, extra } = await renderTagButton();
    await user.click(
      await screen.findByRole('button', { name: 'Follow catalog' }),
    );
    expect(followerCounts(store)).toEqual([2, 2]);

    held.release();
    expect(
      await screen.findByRole('button', { name: 'Follow catalog' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(followerCounts(store)).toEqual([1, 1]));
    expect(followedTags(store)).toEqual([]);
    expect(extra.alertApi.post).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining(FOLLOW_MESSAGES.follow),
        severity: 'error',
      }),
    );
  });

  it('unfollows what the followed list holds', async () => {
    const onRequest = jest.fn();
    server.use(
      getFollowedTagsHandler({ body: { tags: [catalog], count: 1 } }),
      followHandler('tags', 'delete')({ onRequest }),
    );
    const { user } = await renderTagButton();
    const button = await screen.findByRole('button', {
      name: 'Unfollow catalog',
    });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    await waitFor(() => expect(onRequest).toHaveBeenCalled());
    expect(onRequest.mock.calls[0][0].url.pathname).toMatch(
      /\/tags\/follow\/catalog$/,
    );
  });

  it('is compact on cards: an icon named like the button', async () => {
    server.use(
      getFollowedUsersHandler({
        body: { followedUserRefs: ['user:default/jane'], count: 1 },
      }),
    );
    const { container } = await renderAgora(
      <FollowButton
        kind="users"
        id="user:default/Jane"
        name="Jane Doe"
        compact
      />,
    );
    const button = await screen.findByRole('button', {
      name: 'Unfollow Jane Doe',
    });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).not.toHaveTextContent(/follow/i);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is not shown on the signed-in user', async () => {
    server.use(
      getFollowedUsersHandler({ body: { followedUserRefs: [], count: 0 } }),
    );
    await renderAgora(
      <TestApiProvider
        apis={[
          [
            identityApiRef,
            mockApis.identity({ userEntityRef: 'user:default/me' }),
          ],
        ]}
      >
        <FollowButton kind="users" id="user:default/other" name="Other" />
        <FollowButton kind="users" id="user:default/ME" name="Me" />
      </TestApiProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Follow Other' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Follow Me' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("is not shown on the signed-in user's own collection", async () => {
    server.use(
      getFollowedCollectionsHandler({ body: { collections: [], count: 0 } }),
    );
    await renderAgora(
      <TestApiProvider
        apis={[
          [
            identityApiRef,
            mockApis.identity({ userEntityRef: 'user:default/me' }),
          ],
        ]}
      >
        <FollowButton
          kind="collections"
          id={1}
          name="Theirs"
          owner="user:default/other"
        />
        <FollowButton
          kind="collections"
          id={2}
          name="Mine"
          owner="user:default/me"
        />
      </TestApiProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Follow Theirs' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Follow Mine' }),
    ).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderTagButton();
    await screen.findByRole('button', { name: 'Follow catalog' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
