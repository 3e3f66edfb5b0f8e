import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { axe } from 'jest-axe';
import type { AIStatus } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import {
  aiOffHandler,
  aiStatusHandler,
  articleSummaryHandler,
} from '../../../testing/handlers/ai';
import type { SeenRequest } from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { PostPage } from '../../posts/PostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const LONG = [
  'Intro.',
  '## Getting started',
  'Install it.',
  '### Configure the catalog',
  'Edit app-config.yaml.',
  '## Troubleshooting',
  'Read the logs.',
].join('\n\n');

const article = (overrides: Parameters<typeof makePost>[0] = {}) =>
  makePost({
    id: 7,
    type: 'article',
    title: 'Running Backstage',
    content: LONG,
    answers: [],
    ...overrides,
  });

/** Shows the address's anchor so tests can read where a jump went. */
function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

const render = () =>
  renderAgora(
    <Routes>
      <Route
        path="/articles/:id"
        element={
          <>
            <PostPage type="article" />
            <Hash />
          </>
        }
      />
    </Routes>,
    { route: '/articles/7' },
  );

const SUMMARIES_ON: AIStatus = {
  enabled: true,
  articleSummaries: true,
  existingQuestions: false,
  newQuestions: false,
};

describe('the article page', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('lists the headings in a table of contents linking to their anchors', async () => {
    server.use(getPostHandler({ body: article() }), aiOffHandler());
    const { container } = await render();

    const nav = await screen.findByRole('navigation', { name: 'Contents' });
    const entries = within(nav).getAllByRole('link');
    expect(entries.map(link => link.textContent)).toEqual([
      'Getting started',
      'Configure the catalog',
      'Troubleshooting',
    ]);
    // Each entry goes where the heading's own "#" anchor goes.
    for (const entry of entries) {
      const anchor = screen.getByRole('link', {
        name: `Link to section ${entry.textContent}`,
      });
      expect(entry).toHaveAttribute('href', anchor.getAttribute('href'));
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  it('jumps to a heading: scrolls it into view, focuses it and puts it in the address', async () => {
    server.use(getPostHandler({ body: article() }), aiOffHandler());
    const { user } = await render();
    const nav = await screen.findByRole('navigation', { name: 'Contents' });

    await user.click(
      within(nav).getByRole('link', { name: 'Troubleshooting' }),
    );
    const heading = screen.getByRole('heading', { name: 'Troubleshooting' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(
      (Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0],
    ).toBe(heading);
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('hash')).toHaveTextContent(`#${heading.id}`);
  });

  it('has no table of contents for a short article', async () => {
    server.use(
      getPostHandler({ body: article({ content: '## One\n\n## Two' }) }),
      aiOffHandler(),
    );
    await render();
    await screen.findByRole('heading', { name: 'Two' });
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('shows the header image at the top, as decoration', async () => {
    server.use(
      getPostHandler({
        body: article({ headerImage: 'https://example.com/header.png' }),
      }),
      aiOffHandler(),
    );
    const { container } = await render();
    await screen.findByRole('heading', { name: 'Running Backstage' });
    const image = container.querySelector(
      'img[src="https://example.com/header.png"]',
    );
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows no header image with an address that is not http(s)', async () => {
    server.use(
      // eslint-disable-next-line no-script-url -- the unsafe URL is what is tested
      getPostHandler({ body: article({ headerImage: 'javascript:alert(1)' }) }),
      aiOffHandler(),
    );
    const { container } = await render();
    await screen.findByRole('heading', { name: 'Running Backstage' });
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the AI summary, labelled as AI and collapsible, when summaries are on', async () => {
    server.use(
      getPostHandler({ body: article() }),
      aiStatusHandler({ body: SUMMARIES_ON }),
      articleSummaryHandler({
        body: {
          answer: 'It explains setup.',
          created: '2024-05-01T10:00:00.000Z',
        },
      }),
    );
    const { user } = await render();
    const toggle = await screen.findByRole('button', { name: /AI summary/ });
    expect(screen.getByText('AI')).toBeInTheDocument();
    expect(screen.getByText('It explains setup.')).toBeVisible();
    expect(screen.getByText(/written by an AI model/)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['AI is off', false, 200],
    ['the server has no summary', true, 404],
  ])('shows no summary and no error when %s', async (_, on, status) => {
    const seen: SeenRequest[] = [];
    server.use(
      getPostHandler({ body: article() }),
      aiStatusHandler({
        body: { ...SUMMARIES_ON, articleSummaries: on },
        onRequest: r => seen.push(r),
      }),
      articleSummaryHandler({
        status,
        body:
          status === 200
            ? { answer: 'Unused.', created: '2024-05-01T10:00:00.000Z' }
            : null,
        onRequest: r => seen.push(r),
      }),
    );
    await render();
    await screen.findByRole('navigation', { name: 'Contents' });
    // Off: only the status is read; no summary: the 404 was asked and answered.
    await waitFor(() => expect(seen).toHaveLength(on ? 2 : 1));
    expect(screen.queryByText(/AI summary/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
