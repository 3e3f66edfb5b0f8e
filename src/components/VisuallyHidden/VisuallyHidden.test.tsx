import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers while taking no room on screen', () => {
    render(
      <button>
        <span aria-hidden>—</span>
        <VisuallyHidden>Never updated</VisuallyHidden>
      </button>,
    );
    expect(
      screen.getByRole('button', { name: 'Never updated' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Never updated')).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
  });

  it('passes its attributes on, so it can be a live region or a description', () => {
    render(
      <VisuallyHidden role="status" id="score">
        Score 3
      </VisuallyHidden>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('id', 'score');
    expect(screen.getByRole('status')).toHaveTextContent('Score 3');
  });
});
