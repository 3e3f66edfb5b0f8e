import { screen } from '@testing-library/react';
import { renderInTestApp } from '@backstage/test-utils';
import { LinkChips } from './LinkChips';

describe('LinkChips', () => {
  it('renders each item as a link, not a button', async () => {
    await renderInTestApp(
      <LinkChips
        label="Things"
        items={[{ key: 'a', label: 'Alpha', to: '/x/a', title: 'ref:a' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/x/a',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
