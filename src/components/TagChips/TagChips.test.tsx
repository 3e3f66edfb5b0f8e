import { screen, within } from '@testing-library/react';
import { renderInTestApp } from '@backstage/test-utils';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TagChips } from './TagChips';

expect.extend(toHaveNoViolations);

const href = (tag: string) => `/agora/tags/${encodeURIComponent(tag)}`;

describe('TagChips', () => {
  it('renders one link per tag in a named list', async () => {
    await renderInTestApp(<TagChips tags={['react', 'c#']} href={href} />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'react' })).toHaveAttribute(
      'href',
      '/agora/tags/react',
    );
    expect(screen.getByRole('link', { name: 'c#' })).toHaveAttribute(
      'href',
      '/agora/tags/c%23',
    );
  });

  it('renders nothing without tags', async () => {
    await renderInTestApp(<TagChips tags={[]} href={href} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTestApp(
      <TagChips tags={['a', 'b']} href={href} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
