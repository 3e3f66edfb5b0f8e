import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { mockApis } from '@backstage/test-utils';
import { axe } from 'jest-axe';
import { LIMITS } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import {
  bugReportTemplate,
  templatesOf,
} from '../../../testing/fixtures/templates';
import { aiDraftAnswerHandler } from '../../../testing/handlers/ai';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import {
  getPermissionsHandler,
  memberWithout,
} from '../../../testing/handlers/permissions';
import { AI_OFF, postFormHandlers } from '../../../testing/handlers/postForm';
import {
  createPostHandler,
  getPostsHandler,
} from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import {
  contentBox,
  CREATE_ROUTES,
  renderCreatePage,
  titleBox,
} from '../../../testing/renderCreatePage';
import { createTestExtra, TEST_BASE_URL } from '../../../testing/testApis';
import { AgoraRoutes } from '../../../AgoraRouter';
import { uploadAttachmentHandler } from '../../../testing/handlers/attachments';
import { linkMetadataHandler } from '../../../testing/handlers/links';
import { CreatePostPage } from './CreatePostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const templates = templatesOf(bugReportTemplate);
/** The title box, once the form shows. */
const findTitleBox = () => screen.findByRole('textbox', { name: /^Title/ });
const typeTitle = async (user: UserEvent, text: string) =>
  user.type(await findTitleBox(), text);

describe('CreatePostPage', () => {
  it('prefills tags and entities from the address', async () => {
    server.use(...postFormHandlers());
    await renderCreatePage('question', {
      route: '/questions/ask?tags=Release%20Notes&entity=component:payments',
    });
    await findTitleBox();
    expect(
      screen.getByRole('button', { name: 'release-notes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('payments')).toBeInTheDocument();
  });

  it('shows what is missing instead of sending the question', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers());
    server.use(createPostHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderCreatePage();

    await user.click(
      await screen.findByRole('button', { name: 'Post your question' }),
    );
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Write the details.')).toBeInTheDocument();
    expect(titleBox()).toHaveFocus();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('states the minimum question before submitting and refuses a shorter one with the same words, keeping the text', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers());
    server.use(createPostHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderCreatePage();

    // The rule, before anything is typed (agora.questions.*, defaults).
    expect(await findTitleBox()).toHaveAccessibleDescription(
      /^At least 15 characters\./,
    );
    expect(contentBox()).toHaveAccessibleDescription(
      /^At least 30 characters\. Markdown is supported/,
    );
    await typeTitle(user, 'Help');
    // Stated while typing, not yet an error; leaving the field marks it.
    expect(titleBox()).toHaveAttribute('aria-invalid', 'false');
    await user.type(contentBox(), 'x');
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('At least 15 characters: 11 more needed.'),
    ).toBeInTheDocument();
    expect(contentBox()).toHaveAccessibleDescription(
      /^At least 30 characters: 29 more needed\. Markdown is supported/,
    );

    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    expect(seen).toHaveLength(0);
    expect(titleBox()).toHaveFocus();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(titleBox()).toHaveAccessibleDescription(
      /^At least 15 characters: 11 more needed\./,
    );
    expect(contentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(contentBox()).toHaveAccessibleDescription(
      'At least 30 characters: 29 more needed.',
    );
    expect(titleBox()).toHaveValue('Help');
    expect(contentBox()).toHaveValue('x');

    // Spaces do not count, as on the server; the full minimum posts.
    await user.type(titleBox(), ' me deploy      ');
    expect(
      screen.getByText('At least 15 characters: 1 more needed.'),
    ).toBeInTheDocument();
    await user.clear(titleBox());
    await user.type(titleBox(), 'Why is CI slow?');
    await user.type(contentBox(), ' and the pipeline is 40 minutes');
    expect(screen.queryByText(/more needed/)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    await screen.findByText('Post page');
    expect(seen[0].body).toMatchObject({ title: 'Why is CI slow?' });
  });

  it('reads the minimums from agora.questions.*, as the backend does', async () => {
    server.use(...postFormHandlers());
    const { user } = await renderCreatePage('question', {
      extra: createTestExtra({
        agora: { questions: { minTitleLength: 5, minContentLength: 0 } },
      }),
    });
    expect(await findTitleBox()).toHaveAccessibleDescription(
      /^At least 5 characters\./,
    );
    expect(contentBox()).toHaveAccessibleDescription(/^Markdown is supported/);
    await typeTitle(user, 'Help!');
    expect(screen.queryByText(/At least/)).not.toBeInTheDocument();
  });

  it('states no minimum for articles', async () => {
    server.use(...postFormHandlers());
    await renderCreatePage('article');
    expect(await findTitleBox()).not.toHaveAccessibleDescription(/At least/);
  });

  it('says at once when the content is over its limit and does not send it', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers());
    server.use(createPostHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderCreatePage();
    await typeTitle(user, 'A question with a long body');
    await user.click(contentBox());
    await user.paste('x'.repeat(LIMITS.contentMaxLength + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too long: at most 100,000 characters',
    );
    expect(screen.getByText('100,001 / 100,000 characters')).toBeVisible();
    expect(contentBox()).toHaveAttribute('aria-invalid', 'true');
    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    expect(contentBox()).toHaveFocus();
    expect(contentBox()).toHaveValue('x'.repeat(LIMITS.contentMaxLength + 1));
    expect(seen).toHaveLength(0);
  });

  it('counts the title characters as they are typed', async () => {
    server.use(...postFormHandlers());
    const { user } = await renderCreatePage();
    await typeTitle(user, 'Hello');
    expect(screen.getByText('5/255')).toHaveAttribute(
      'title',
      '5 of 255 characters used',
    );
  });

  it('posts the question once with progress, reports the ask event and opens the new question', async () => {
    const seen: SeenRequest[] = [];
    const held = createDeferred();
    const analytics = mockApis.analytics.mock();
    server.use(...postFormHandlers());
    server.use(
      createPostHandler({
        body: makePost({ id: 42, title: 'Where are the logs?' }),
        hold: held.promise,
        onRequest: r => seen.push(r),
      }),
    );
    const { user, store } = await renderCreatePage('question', {}, analytics);

    await typeTitle(user, 'Where are the logs?');
    await user.type(contentBox(), 'I cannot find them in the usual place.');
    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    const saving = await screen.findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    // Enter in the title submits the form again; it must not send twice.
    await user.type(titleBox(), '{Enter}');
    held.release();

    expect(await screen.findByText('Post page')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'ask',
        subject: 'Where are the logs?',
      }),
    );
    expect(seen[0].body).toMatchObject({
      type: 'question',
      title: 'Where are the logs?',
      content: 'I cannot find them in the usual place.',
      tags: [],
      entities: [],
    });
    // Anonymity is off in this app, so the flag is not sent at all.
    expect(seen[0].body).not.toHaveProperty('anonymous');
    expect(store.getState().drafts).toEqual({});
  });

  it.each([
    // The create's fixed message (src/api/errors.ts); a bare 500 adds its status.
    [
      'a 500',
      () => createPostHandler({ status: 500, body: null }),
      [/^Failed to create post \(500/],
    ],
    [
      'an errors body',
      () =>
        createPostHandler({
          status: 400,
          body: errorsBody('Title is too short'),
        }),
      ['Failed to create post', 'Title is too short'],
    ],
    // No answer at all: said in words, with no address or exception.
    [
      'an unreachable server',
      () => http.post(`${TEST_BASE_URL}/posts`, () => HttpResponse.error()),
      [
        'Failed to create post. Could not reach the server.',
        /^Your text is kept: try again once you are back online\.$/,
      ],
    ],
  ])(
    'shows %s inline and keeps everything typed',
    async (_name, handler, texts) => {
      server.use(...postFormHandlers());
      server.use(handler());
      const { user } = await renderCreatePage();

      await typeTitle(user, 'Where are the logs?');
      await user.type(contentBox(), 'I cannot find them in the usual place.');
      await user.click(
        screen.getByRole('button', { name: 'Post your question' }),
      );

      const alert = await screen.findByRole('alert');
      for (const text of texts) {
        expect(within(alert).getByText(text)).toBeInTheDocument();
      }
      expect(alert.textContent).not.toMatch(
        /TypeError|https?:|Failed to fetch/,
      );
      expect(titleBox()).toHaveValue('Where are the logs?');
      expect(contentBox()).toHaveValue(
        'I cannot find them in the usual place.',
      );
      expect(
        screen.getByRole('button', { name: 'Post your question' }),
      ).toBeEnabled();
      expect(screen.queryByText('Post page')).not.toBeInTheDocument();
    },
  );

  it('keeps the draft when the page is left and says it was restored', async () => {
    server.use(...postFormHandlers({ templates }));
    const first = await renderCreatePage();
    await first.user.type(await findTitleBox(), 'Half a question');
    first.unmount();

    // Same store, new page.
    await renderAgora(<CreatePostPage type="question" />, {
      route: '/questions/ask',
      preloadedState: first.store.getState(),
    });
    expect(await findTitleBox()).toHaveValue('Half a question');
    const notice = screen
      .getByText('Your unsaved draft was restored.')
      .closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice).getByRole('button', { name: 'Discard draft' }),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    server.use(...postFormHandlers());
    const { user } = await renderCreatePage();
    await typeTitle(user, 'Unsaved');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Leave without posting?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Post list')).not.toBeInTheDocument();
    expect(titleBox()).toHaveValue('Unsaved');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Leave without posting?' }),
      ).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Post list')).toBeInTheDocument();
  });

  it('lists similar questions while the title is typed', async () => {
    const searched: unknown[] = [];
    server.use(...postFormHandlers());
    server.use(
      getPostsHandler({
        body: {
          posts: [
            makePost({
              id: 7,
              title: 'Catalog locations are not refreshed',
              answersCount: 2,
            }),
          ],
          total: 1,
        },
        onRequest: r => searched.push(r.body),
      }),
    );
    const { user } = await renderCreatePage();
    await typeTitle(user, 'How do I refresh catalog locations');

    const similar = await screen.findByRole('region', {
      name: 'Similar questions',
    });
    const link = within(similar).getByRole('link', {
      name: /Catalog locations are not refreshed/,
    });
    expect(link).toHaveAttribute('href', '/questions/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(similar).getByText('2 answers')).toBeInTheDocument();
    // One search for the title as typed, best match first (one per pause,
    // should the busy form ever pause typing).
    const question = {
      type: 'question',
      limit: 5,
      orderBy: 'relevance',
    };
    await waitFor(() =>
      expect(searched[searched.length - 1]).toEqual({
        ...question,
        searchQuery: 'How do I refresh catalog locations',
      }),
    );
    expect(searched).toEqual(
      searched.map(() => expect.objectContaining(question)),
    );
  });

  it('offers the anonymous option only when the app allows it', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers());
    server.use(createPostHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderCreatePage('question', {
      extra: createTestExtra({ agora: { allowAnonymous: true } }),
    });

    await typeTitle(user, 'Secret question');
    await user.type(contentBox(), 'Details of the secret question.');
    await user.click(
      screen.getByRole('checkbox', { name: 'Post anonymously' }),
    );
    // What it means, as the backend masks it (docs/api.md): the same
    // sentence in the post and answer forms.
    expect(
      screen.getByRole('checkbox', { name: 'Post anonymously' }),
    ).toHaveAccessibleDescription(
      'Everyone else sees “Anonymous” as the author, moderators included.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    await screen.findByText('Post page');
    expect(seen[0].body).toMatchObject({ anonymous: true });
  });

  it('shows no anonymous option when the app does not allow it', async () => {
    server.use(...postFormHandlers());
    await renderCreatePage();
    await findTitleBox();
    expect(
      screen.queryByRole('checkbox', { name: 'Post anonymously' }),
    ).not.toBeInTheDocument();
  });

  it('offers an AI draft answer only when AI for new questions is on', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      ...postFormHandlers({
        ai: { ...AI_OFF, enabled: true, newQuestions: true },
      }),
    );
    server.use(aiDraftAnswerHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderCreatePage();

    await typeTitle(user, 'Where are the logs?');
    await user.click(
      await screen.findByRole('button', { name: 'Get an AI draft answer' }),
    );
    expect(
      await screen.findByText('Try the catalog docs.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'AI draft answer' }),
    ).toBeInTheDocument();
    expect(seen[0].body).toEqual({ title: 'Where are the logs?', content: '' });
  });

  it('shows no AI draft when AI is off', async () => {
    server.use(...postFormHandlers());
    await renderCreatePage();
    await findTitleBox();
    // Let the status answer arrive before asserting the absence.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(
      screen.queryByRole('region', { name: 'AI draft answer' }),
    ).not.toBeInTheDocument();
  });

  it.each(['question', 'article', 'link'] as const)(
    'shows the %s form only to those who may create posts: others get "not allowed" and a way back',
    async type => {
      server.use(
        ...postFormHandlers(),
        getPermissionsHandler({ body: memberWithout('createPost') }),
      );
      await renderCreatePage(type);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Not allowed' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/You are not allowed to ask questions/),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Go to questions' }),
      ).toHaveAttribute('href', '/questions');
      expect(
        screen.queryByRole('textbox', { name: /^Title/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('is what the router shows at /questions/ask, not a question with id "ask"', async () => {
    server.use(...postFormHandlers());
    await renderAgora(<AgoraRoutes />, { route: '/questions/ask' });
    expect(
      await screen.findByRole('heading', { name: 'Ask a question' }),
    ).toBeInTheDocument();
  });

  it('uploads a picked image, inserts it and sends its id with the question', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers());
    server.use(
      uploadAttachmentHandler(),
      createPostHandler({ onRequest: r => seen.push(r) }),
    );
    const { user } = await renderCreatePage();

    await typeTitle(user, 'Screenshot of the error');
    const file = new File(['png'], 'error.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image file to upload'), file);
    await waitFor(() =>
      expect(contentBox()).toHaveValue(
        '![error.png](http://localhost:7007/api/agora/attachments/8b8f3f0e)',
      ),
    );
    await user.click(
      screen.getByRole('button', { name: 'Post your question' }),
    );
    await screen.findByText('Post page');
    expect(seen[0].body).toMatchObject({ images: [31] });
  });

  it('has no accessibility violations', async () => {
    server.use(...postFormHandlers());
    const { container } = await renderCreatePage();
    await findTitleBox();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe.each([
  ['article', 'Write an article', 'Publish article', 'write'],
  ['link', 'Share a link', 'Share link', 'share'],
] as const)('CreatePostPage of a %s', (type, heading, submit, action) => {
  it('offers no templates, prefills tags from the link, posts and opens the new post', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      ...postFormHandlers({ templates }),
      linkMetadataHandler({ status: 500, body: null }),
      createPostHandler({
        body: makePost({ id: 42, type }),
        onRequest: r => seen.push(r),
      }),
    );
    const analytics = mockApis.analytics.mock();
    const { user, container } = await renderCreatePage(
      type,
      { route: `${CREATE_ROUTES[type]}?tags=catalog` },
      analytics,
    );
    expect(
      await screen.findByRole('heading', { name: heading }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start from a template' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'catalog' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    if (type === 'link') {
      await user.type(
        screen.getByRole('textbox', { name: /^URL/ }),
        'https://backstage.io/docs',
      );
    }
    await user.type(titleBox(), 'Shared knowledge');
    await user.type(
      screen.getByRole('textbox', { name: /^(Article|Description)/ }),
      'Read this.',
    );
    await user.click(screen.getByRole('button', { name: submit }));

    expect(await screen.findByText('Post page')).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      type,
      title: 'Shared knowledge',
      tags: ['catalog'],
    });
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({ action }),
    );
  });
});
