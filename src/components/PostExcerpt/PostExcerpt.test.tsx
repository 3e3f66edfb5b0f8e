import { render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { PostExcerpt } from './PostExcerpt';

expect.extend(toHaveNoViolations);

describe('PostExcerpt', () => {
  it('shows markdown as plain text', () => {
    const { container } = render(
      <PostExcerpt
        content={'## How do I **deploy**?\n\nI tried [this](https://x.y).'}
      />,
    );
    expect(container).toHaveTextContent('How do I deploy? I tried this.');
    expect(container.querySelector('h2, strong, a')).toBeNull();
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
