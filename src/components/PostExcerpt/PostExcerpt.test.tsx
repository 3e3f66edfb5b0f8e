import { render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { catalogUser, testCatalog, WithCatalog } from '../../testing/catalog';
import { PostExcerpt } from './PostExcerpt';

expect.extend(toHaveNoViolations);

describe('PostExcerpt', () => {
  it('shows mentions as handles without a catalog, never as refs; code as written', () => {
    const { container } = render(
      <PostExcerpt content="Thanks @user:default/aisha.khan and @group:payments! Run `ping @user:default/x`." />,
    );
    expect(container).toHaveTextContent(
      'Thanks @aisha.khan and @payments! Run ping @user:default/x.',
    );
  });

  it("shows mentions as the catalog's display names", async () => {
    render(
      <WithCatalog
        catalog={testCatalog(catalogUser('aisha.khan', 'Aisha Khan'))}
      >
        <PostExcerpt content="Thanks @user:default/aisha.khan and @user:default/liam.chen." />
      </WithCatalog>,
    );
    expect(
      await screen.findByText('Thanks @Aisha Khan and @liam.chen.'),
    ).toBeInTheDocument();
  });

  it('shows markdown as plain text', () => {
    const { container } = render(
      <PostExcerpt
        content={'## How do I **deploy**?\n\nI tried [this](https://x.y).'}
      />,
    );
    expect(container).toHaveTextContent('How do I deploy? I tried this.');
    expect(container.querySelector('h2, strong, a')).toBeNull();
  });

  // The list's first screen reads excerpts without a markdown parser
  // (docs/performance.md, client); these are the parser's results.
  it.each([
    [
      'links',
      'See [the guide](https://x.y/a_(b) "Guide"), <https://a.b> and [docs][d].\n\n[d]: https://d',
      'See the guide, https://a.b and docs.',
    ],
    [
      'code',
      'Run `npm *install*` first.\n\n```sh\nrm -rf /\n```\n\n    indented code\n\nThen ``a ` b``.',
      'Run npm *install* first. Then a ` b.',
    ],
    [
      'emphasis',
      'Some *em*, __strong__, ***both***, ~~gone~~; snake_case and 2 * 3 stay.',
      'Some em, strong, both, gone; snake_case and 2 * 3 stay.',
    ],
    ['headings', '# Title #\n\nSetext\n===\n\n### Third', 'Title Setext Third'],
    [
      'images',
      'Before ![diagram *x*](/d.png "D") after [![badge](/b.svg)](https://ci).',
      'Before after .',
    ],
    [
      'html',
      '<div>\nhidden *block*\n</div>\n\nShown <span class="x">inline</span><!-- note --> text',
      'Shown inline text',
    ],
  ])('shows the text of %s', (_kind, content, text) => {
    const { container } = render(<PostExcerpt content={content} />);
    expect(container.textContent).toBe(text);
  });

  it('never turns content into HTML elements', () => {
    const { container } = render(
      <PostExcerpt
        content={'Look: &lt;img src=x onerror=alert(1)&gt; and <b>bold</b>'}
      />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(
      screen.getByText(/Look: <img src=x onerror=alert\(1\)> and bold/),
    ).toBeInTheDocument();
  });

  it('shortens long content with an ellipsis', () => {
    render(<PostExcerpt content={'word '.repeat(100)} maxLength={30} />);
    const text = screen.getByText(/…$/).textContent!;
    expect(text.length).toBeLessThanOrEqual(30);
  });

  it('renders nothing for content without text', () => {
    const { container } = render(<PostExcerpt content="![img](/a/1)" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<PostExcerpt content="Some **text**" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
