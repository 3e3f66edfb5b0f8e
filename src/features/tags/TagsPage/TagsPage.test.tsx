import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import { makeTag } from '../../../testing/fixtures/tags';
import { getFollowedTagsHandler } from '../../../testing/handlers/follows';
import { errorsBody } from '../../../testing/handlers/http';
import {
  createTagHandler,
  getTagsHandler,
} from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TagsPage } from './TagsPage';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const tags = [
  makeTag({
    id: 1,
    tag: 'kafka',
    description: 'Event **streaming**',
    postsCount: 5,
    followerCount: 2,
  }),
  makeTag({ id: 2, tag: 'terraform', postsCount: 1, followerCount: 1 }),
];

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderTags(canCreate?: boolean) {
  server.use(
    getFollowedTagsHandler({ body: { tags: [tags[1]!], count: 1 } }),
    getTagsHandler({ body: { tags, total: 2, canCreate } }),
  );
  return renderAgora(
    <>
      <Routes>
        <Route path="/tags" element={<TagsPage />} />
        <Route path="/tags/:tag" element={<p>A tag page</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/tags' },
  );
}

describe('TagsPage', () => {
  it('lists tags as cards with description, counts and Follow', async () => {
    const { container } = await renderTags();
    expect(
      await screen.findByRole('heading', { name: '2 tags' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tags' });
    const kafka = within(list).getAllByRole('listitem')[0]!;
    expect(within(kafka).getByRole('link', { name: 'kafka' })).toHaveAttribute(
      'href',
      '/tags/kafka',
    );
    // The excerpt is plain text: no markup from the description.
    expect(kafka).toHaveTextContent('Event streaming');
    expect(kafka).toHaveTextContent('5 posts');
    expect(kafka).toHaveTextContent('2 followers');
    expect(
      await within(list).findByRole('button', { name: 'Unfollow terraform' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(kafka).getByRole('button', { name: 'Follow kafka' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers no tag creation to people who may not create tags', async () => {
    await renderTags(false);
    await screen.findByRole('heading', { name: '2 tags' });
    expect(
      screen.queryByRole('button', { name: 'Create tag' }),
    ).not.toBeInTheDocument();
  });

  it('lets a moderator create a tag, its name normalised, and opens it', async () => {
    const bodies: unknown[] = [];
    const { user } = await renderTags(true);
    server.use(
      createTagHandler({
        body: makeTag({ id: 3, tag: 'event-streaming' }),
        onRequest: request => bodies.push(request.body),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a tag' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Bad Name!');
    await user.tab();
    expect(
      within(dialog).getByText(/“bad-name!” is not a valid tag/),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  Event Streaming ');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Kafka and friends',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Create tag' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/tags/event-streaming',
      ),
    );
    expect(bodies).toEqual([
      { tag: 'event-streaming', description: 'Kafka and friends', experts: [] },
    ]);
  });

  it('keeps what was typed and says why when creating fails', async () => {
    const { user } = await renderTags(true);
    server.use(
      createTagHandler({
        status: 409,
        body: errorsBody('Tag kafka already exists'),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a tag' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Name/ }),
      'kafka',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Create tag' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Failed to create tag.*Tag kafka already exists/,
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'kafka',
    );
  });
});
