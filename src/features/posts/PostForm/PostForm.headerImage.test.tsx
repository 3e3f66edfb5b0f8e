import { configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { axe } from 'jest-axe';
import { uploadAttachmentHandler } from '../../../testing/handlers/attachments';
import type { SeenRequest } from '../../../testing/handlers/http';
import { postFormHandlers } from '../../../testing/handlers/postForm';
import { createPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { CreatePostPage } from '../CreatePostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const render = () =>
  renderAgora(
    <Routes>
      <Route
        path="/articles/write"
        element={<CreatePostPage type="article" />}
      />
      <Route path="/articles/:id" element={<p>Article page</p>} />
    </Routes>,
    { route: '/articles/write' },
  );

/** Types what every article needs, so only the header image decides. */
async function fillRequired(user: Awaited<ReturnType<typeof render>>['user']) {
  await user.type(
    await screen.findByRole('textbox', { name: /^Title/ }),
    'Running Backstage',
  );
  await user.type(
    screen.getByRole('textbox', { name: /^Article/ }),
    'How we run it.',
  );
}

const imageBox = () => screen.getByRole('textbox', { name: /^Header image/ });
const preview = () =>
  screen.queryByRole('img', { name: 'Header image preview' });

describe('the header image field of the article form', () => {
  it('previews an http(s) address and removes it again', async () => {
    server.use(...postFormHandlers());
    const { user, container } = await render();
    expect(
      await screen.findByRole('heading', { name: 'Write an article' }),
    ).toBeInTheDocument();

    await user.type(imageBox(), 'https://example.com/header.png');
    expect(preview()).toHaveAttribute('src', 'https://example.com/header.png');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(
      screen.getByRole('button', { name: 'Remove header image' }),
    );
    expect(imageBox()).toHaveValue('');
    expect(preview()).toBeNull();
  });

  it.each([
    // eslint-disable-next-line no-script-url -- the unsafe URL is what is tested
    'javascript:alert(1)',
    'ftp://example.com/a.png',
    'example.com/a.png',
  ])(
    'refuses %s: no preview, an error on leaving the field, and no post',
    async url => {
      const seen: SeenRequest[] = [];
      server.use(
        ...postFormHandlers(),
        createPostHandler({ onRequest: r => seen.push(r) }),
      );
      const { user } = await render();
      await fillRequired(user);
      await user.type(imageBox(), url);
      expect(preview()).toBeNull();
      expect(screen.queryByText(/Enter an address starting with/)).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Publish article' }));
      expect(imageBox()).toHaveFocus();
      expect(imageBox()).toHaveAccessibleDescription(
        'Enter an address starting with http:// or https://.',
      );
      expect(seen).toEqual([]);
    },
  );

  it('uploads an image, previews it and posts its address', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      ...postFormHandlers(),
      uploadAttachmentHandler(),
      createPostHandler({ onRequest: r => seen.push(r) }),
    );
    const { user } = await render();
    await fillRequired(user);
    const file = new File(['png'], 'header.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload image'), file);
    const address = 'http://localhost:7007/api/agora/attachments/8b8f3f0e';
    await waitFor(() => expect(imageBox()).toHaveValue(address));
    expect(preview()).toHaveAttribute('src', address);

    await user.click(screen.getByRole('button', { name: 'Publish article' }));
    expect(await screen.findByText('Article page')).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      type: 'article',
      headerImage: address,
      images: [31],
    });
  });
});
