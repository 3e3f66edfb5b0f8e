import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { formatRelativeTime, RelativeTime } from './RelativeTime';

expect.extend(toHaveNoViolations);

const now = new Date('2024-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [10, 'now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [400 * 24 * 3600, 'last year'],
    [-2 * 24 * 3600, 'in 2 days'],
  ])('%i seconds before now is "%s"', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now, 'en')).toBe(expected);
  });
});

describe('RelativeTime', () => {
  it('renders a time element with the machine-readable date and the exact date on hover', async () => {
    const user = userEvent.setup();
    render(<RelativeTime date="2024-05-10T09:00:00Z" now={now} locale="en" />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2024-05-10T09:00:00.000Z');
    expect(time).toHaveAttribute(
      'title',
      expect.stringContaining('May 10, 2024'),
    );
    await user.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'May 10, 2024',
    );
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<RelativeTime date="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RelativeTime date={ago(60)} now={now} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
