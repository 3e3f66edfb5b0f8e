import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { axe } from 'jest-axe';
import { createDeferred, errorsBody } from '../../../testing/handlers/http';
import {
  makeAnswer,
  makeComment,
  makePost,
} from '../../../testing/fixtures/posts';
import {
  aiAnswerHandler,
  aiOffHandler,
  aiStatusHandler,
} from '../../../testing/handlers/ai';
import {
  getPermissionsHandler,
  memberWithout,
  MODERATOR_PERMISSIONS,
  permissionsLoaded,
} from '../../../testing/handlers/permissions';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { AGORA_ROUTES } from '../../../routes';
import { renderAgora } from '../../../testing/renderAgora';
import { PostPage } from './PostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const question = makePost({
  title: 'How do I configure the catalog?',
  content: 'I want to add **locations**.',
  views: 42,
  updated: '2024-05-02T10:00:00.000Z',
  updatedBy: 'user:default/moderator',
  comments: [
    makeComment({ content: 'Which version?', author: 'user:default/sam' }),
  ],
  answers: [
    makeAnswer({ id: 11, content: 'Use app-config.yaml.', score: 1 }),
    makeAnswer({ id: 12, content: 'Use a location entity.', score: 5 }),
    makeAnswer({
      id: 13,
      content: 'The accepted one.',
      score: 0,
      correct: true,
    }),
  ],
  answersCount: 3,
});

const aiOff = aiOffHandler;

function ArticleStandIn() {
  return <p>Article page at {useLocation().hash}</p>;
}

const render = (route = '/questions/1') =>
  renderAgora(<PostPage type="question" />, { route, path: '/questions/:id' });

describe('PostPage', () => {
  it("shows a link post's click count once, beside its Open link button", async () => {
    const link = makePost({
      id: 7,
      type: 'link',
      title: 'Helm docs',
      url: 'https://helm.sh/docs/intro',
      clicks: 1,
    });
    server.use(getPostHandler({ body: link }), aiOff());
    await renderAgora(<PostPage type="link" />, {
      route: '/links/7',
      path: '/links/:id',
    });
    const lead = await screen.findByRole('region', { name: 'Shared link' });
    expect(within(lead).getByText('1 click')).toBeVisible();
    expect(screen.getAllByText('1 click')).toHaveLength(1);
  });

  it('renders the question, its metadata, comments and answers', async () => {
    server.use(getPostHandler({ body: question }), aiOff());
    await render();

    expect(
      await screen.findByRole('heading', {
        name: 'How do I configure the catalog?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('locations').tagName).toBe('STRONG');
    expect(screen.getByText('Viewed 42 times')).toBeInTheDocument();
    // No user page yet: the questions list filtered by the author; tags have pages.
    expect(screen.getByRole('link', { name: 'jane' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fjane',
    );
    expect(screen.getByRole('link', { name: 'moderator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'catalog' })).toHaveAttribute(
      'href',
      '/tags/catalog',
    );
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Which version?')).toBeInTheDocument();
    expect(
      within(comments).getByRole('link', { name: 'sam' }),
    ).toBeInTheDocument();

    const answers = screen.getByRole('region', { name: '3 answers' });
    const items = within(answers)
      .getAllByRole('listitem')
      .filter(li => li.id.startsWith('answer_'));
    // Correct first, then the highest score.
    expect(items.map(li => li.id)).toEqual([
      'answer_13',
      'answer_12',
      'answer_11',
    ]);
    expect(within(items[0]).getByText('Correct answer')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your answer' }),
    ).toBeInTheDocument();
  });

  it('sorts answers by the chosen order', async () => {
    server.use(getPostHandler({ body: question }), aiOff());
    const { user } = await render();
    await screen.findByRole('heading', { name: '3 answers' });

    await user.selectOptions(screen.getByLabelText('Sort answers'), 'Newest');
    await user.selectOptions(
      screen.getByLabelText('Sort answers'),
      'Highest score',
    );
    const ids = () =>
      Array.from(document.querySelectorAll('[id^="answer_"]')).map(el => el.id);
    expect(ids()).toEqual(['answer_12', 'answer_11', 'answer_13']);
  });

  it('scrolls to and highlights the answer named in the address', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    server.use(getPostHandler({ body: question }), aiOff());
    await render('/questions/1#answer_11');

    await screen.findByRole('heading', { name: '3 answers' });
    const target = document.getElementById('answer_11')!;
    expect(target).toHaveAttribute('aria-current', 'location');
    expect(document.getElementById('answer_12')).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
  });

  it.each([
    ['on the question', 'comment_21'],
    ['on an answer', 'comment_31'],
  ])(
    'scrolls to the comment %s named in the address once the post has loaded',
    async (_, id) => {
      const scrollIntoView = jest.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      const answers = question.answers!;
      const withAnswerComment = {
        ...question,
        answers: [
          {
            ...answers[0]!,
            comments: [
              makeComment({ id: 31, answerId: 11, content: 'Which file?' }),
            ],
          },
          ...answers.slice(1),
        ],
      };
      server.use(getPostHandler({ body: withAnswerComment }), aiOff());
      await render(`/questions/1#${id}`);

      await screen.findByRole('heading', { name: '3 answers' });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(id));
    },
  );

  it('shows a not-found panel when the server answers 404', async () => {
    server.use(
      getPostHandler({ status: 404, body: errorsBody('Post not found') }),
      aiOff(),
    );
    const { container } = await render('/questions/999');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(
      screen.getByText('This question does not exist, or it was deleted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to questions' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a not-found panel for an id that cannot exist, without asking the server', async () => {
    const seen = jest.fn();
    server.use(getPostHandler({ onRequest: seen }));
    await render('/questions/abc');
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
  });

  it('shows other errors with a Retry button', async () => {
    server.use(
      getPostHandler({ status: 500, body: errorsBody('Database down') }),
    );
    const { container } = await render();
    expect(await screen.findByText(/Failed to fetch post/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an id of a type without pages as not found', async () => {
    server.use(
      getPostHandler({
        body: makePost({ id: 5, type: 'article', answers: [] }),
      }),
    );
    await renderAgora(<PostPage type="question" />, {
      route: '/questions/5',
      path: '/questions/:id',
      routes: AGORA_ROUTES.filter(page => page.section !== 'articles'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
  });

  it('sends an article id to the article page, keeping the anchor', async () => {
    server.use(
      getPostHandler({
        body: makePost({ id: 5, type: 'article', answers: [] }),
      }),
    );
    await renderAgora(
      <Routes>
        <Route path="/questions/:id" element={<PostPage type="question" />} />
        <Route path="/articles/:id" element={<ArticleStandIn />} />
      </Routes>,
      { route: '/questions/5#user-content-setup' },
    );
    expect(
      await screen.findByText('Article page at #user-content-setup'),
    ).toBeInTheDocument();
  });

  it('shows the AI answer when AI for existing questions is on', async () => {
    server.use(
      getPostHandler({ body: question }),
      aiStatusHandler(),
      aiAnswerHandler(),
    );
    await render();
    expect(
      await screen.findByText('Try the catalog docs.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /AI-generated answer/ }),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations, with answers, comments and an open comment form', async () => {
    const answered = {
      ...question,
      answers: question.answers!.map(answer =>
        answer.id === 12
          ? {
              ...answer,
              comments: [
                makeComment({
                  id: 31,
                  content: 'Works for me.',
                  canEdit: true,
                  canDelete: true,
                }),
              ],
            }
          : answer,
      ),
    };
    server.use(
      getPostHandler({ body: answered }),
      aiStatusHandler(),
      aiAnswerHandler(),
    );
    const { container, user } = await render();
    await screen.findByText('Try the catalog docs.');
    expect(screen.getByText('Works for me.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // The comment form's field is labelled too.
    const [addComment] = screen.getAllByRole('button', {
      name: 'Add a comment',
    });
    await user.click(addComment);
    expect(
      screen.getByRole('textbox', { name: /Comment/ }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a moderator on someone else’s question only Unmark, never "Mark as correct answer"', async () => {
    // What the server sends a moderator who did not ask (docs/api.md, "Answers").
    const moderator = { canMarkCorrect: false, canUnmark: true };
    server.use(
      getPermissionsHandler({ body: MODERATOR_PERMISSIONS }),
      getPostHandler({
        body: makePost({
          ...question,
          own: false,
          canEdit: true,
          canDelete: true,
          answers: question.answers!.map(answer => ({
            ...answer,
            ...moderator,
          })),
        }),
      }),
      aiOff(),
    );
    await render();
    expect(
      await screen.findByRole('button', { name: 'Unmark as correct answer' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.queryByRole('button', { name: 'Mark as correct answer' }),
    ).not.toBeInTheDocument();
  });

  it('shows a deleted question to its author frozen, with the reason', async () => {
    const deleted = makePost({
      ...question,
      status: 'deleted',
      own: true,
      canEdit: false,
      canDelete: false,
      deleteReason: 'Duplicate of the catalog guide',
      comments: [makeComment({ canEdit: true, canDelete: true })],
      answers: [makeAnswer({ canEdit: true, canDelete: true, own: false })],
    });
    server.use(getPostHandler({ body: deleted }), aiOff());
    await render();

    expect(
      await screen.findByText('Reason: Duplicate of the catalog guide'),
    ).toBeInTheDocument();
    // Votes are disabled with the reason; nothing else invites a write
    // the server would refuse.
    for (const button of screen.getAllByRole('button', { name: 'Vote up' }))
      expect(button).toBeDisabled();
    expect(
      screen.getAllByText('A deleted post takes no votes').length,
    ).toBeGreaterThan(0);
    for (const name of [
      'Add to favorites',
      'Add a comment',
      'Mark as correct answer',
      'Your answer',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('PostPage follows what the server allows', () => {
  const voteButtons = () => [
    ...screen.getAllByRole('button', { name: 'Vote up' }),
    ...screen.getAllByRole('button', { name: 'Vote down' }),
  ];

  it('lets a member vote on the question and its answers', async () => {
    server.use(getPostHandler({ body: question }), aiOff());
    const { store } = await render();
    await screen.findByRole('heading', { name: question.title });
    await permissionsLoaded(store);
    // The question and its three answers, up and down.
    expect(voteButtons()).toHaveLength(8);
    for (const button of voteButtons()) expect(button).toBeEnabled();
  });

  it('shows the scores read-only, saying why, to those who may not vote', async () => {
    server.use(
      getPostHandler({ body: question }),
      aiOff(),
      getPermissionsHandler({ body: memberWithout('vote') }),
    );
    const { store } = await render();
    await screen.findByRole('heading', { name: question.title });
    await permissionsLoaded(store);
    expect(voteButtons()).toHaveLength(8);
    for (const button of voteButtons()) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You are not allowed to vote');
    }
    // The scores stay readable: 5 is the best answer's.
    expect(screen.getByText('5 votes')).toBeInTheDocument();
  });

  it('offers the answer form and comment buttons when the post does not say otherwise', async () => {
    server.use(getPostHandler({ body: question }), aiOff());
    await render();
    expect(
      await screen.findByRole('heading', { name: 'Your answer' }),
    ).toBeInTheDocument();
    // The question's comments and each of its three answers'.
    expect(
      screen.getAllByRole('button', { name: 'Add a comment' }),
    ).toHaveLength(4);
    expect(screen.queryByText('You cannot answer this question')).toBeNull();
  });

  it('withholds the answer form and the comment buttons when the post says canAnswer and canComment are false', async () => {
    server.use(
      getPostHandler({
        body: { ...question, canAnswer: false, canComment: false },
      }),
      aiOff(),
    );
    await render();
    expect(
      await screen.findByText('You cannot answer this question'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your answer' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add a comment' }),
    ).not.toBeInTheDocument();
    // Said once, under the question's own comments.
    expect(screen.getAllByText('You cannot comment on this post')).toHaveLength(
      1,
    );
    // What is there stays readable.
    expect(screen.getByText('Which version?')).toBeInTheDocument();
  });
});

describe.each([
  ['article', 'articles', 'This article does not exist, or it was deleted.'],
  ['link', 'links', 'This link does not exist, or it was deleted.'],
] as const)('PostPage of a %s', (type, section, notFound) => {
  const post = makePost({
    id: 8,
    type,
    title: 'Shared knowledge',
    url: 'https://backstage.io/docs',
    answers: [],
    comments: [makeComment({ content: 'Thanks!' })],
  });
  const renderPost = (id = '8') =>
    renderAgora(<PostPage type={type} />, {
      route: `/${section}/${id}`,
      path: `/${section}/:id`,
    });

  it('shows the post with its comments and no answers', async () => {
    server.use(getPostHandler({ body: post }), aiOff());
    const { container } = await renderPost();
    expect(
      await screen.findByRole('heading', { name: 'Shared knowledge' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your answer' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a skeleton while loading', async () => {
    const held = createDeferred();
    server.use(getPostHandler({ body: post, hold: held.promise }), aiOff());
    await renderPost();
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Shared knowledge' }),
    ).toBeInTheDocument();
  });

  it('shows its not-found text for an unknown id', async () => {
    server.use(getPostHandler({ status: 404, body: errorsBody('Not found') }));
    await renderPost('999');
    expect(await screen.findByText(notFound)).toBeInTheDocument();
  });

  it('shows other errors with a Retry button that asks again', async () => {
    server.use(getPostHandler({ status: 500, body: errorsBody('Down') }));
    const { user } = await renderPost();
    expect(await screen.findByText(/Failed to fetch post/)).toBeInTheDocument();
    server.use(getPostHandler({ body: post }), aiOff());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Shared knowledge' }),
    ).toBeInTheDocument();
  });

  it('sends a question id to the question page', async () => {
    server.use(getPostHandler({ body: makePost({ id: 8 }) }));
    await renderAgora(
      <Routes>
        <Route path={`/${section}/:id`} element={<PostPage type={type} />} />
        <Route path="/questions/:id" element={<p>Question page</p>} />
      </Routes>,
      { route: `/${section}/8` },
    );
    expect(await screen.findByText('Question page')).toBeInTheDocument();
  });
});
