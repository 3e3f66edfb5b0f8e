import { screen } from '@testing-library/react';
import Button from '@material-ui/core/Button';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderWithApis } from '../../testing/renderWithApis';
import { SubjectHeader } from './SubjectHeader';

expect.extend(toHaveNoViolations);

describe('SubjectHeader', () => {
  it('shows the title as the page heading with its counts, buttons and description', async () => {
    const { container } = renderWithApis(
      <SubjectHeader
        title="kafka"
        subtitle="Topic"
        counts={['12 posts', '3 followers']}
        follow={<Button>Follow</Button>}
        actions={<Button>Edit</Button>}
      >
        <p>Event streaming.</p>
      </SubjectHeader>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'kafka' }),
    ).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(counts).toHaveTextContent('12 posts');
    expect(counts).toHaveTextContent('3 followers');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Event streaming.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out the counts list when there are none', () => {
    renderWithApis(<SubjectHeader title="kafka" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
