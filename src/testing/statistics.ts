import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The value of the statistics tile named `label` (its term's description). */
export const tileValue = (label: string, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('term')
    .find(term => term.textContent === label)?.nextSibling;

/**
 * Opens a daily series' table ("Show as table") and reads the cells of the
 * row of `date`, the date first.
 */
export async function dailyTableRow(
  user: UserEvent,
  date: string,
  title = 'Activity in the last 30 days',
) {
  await user.click(
    await screen.findByRole('button', { name: 'Show as table' }),
  );
  const table = screen.getByRole('table', { name: title });
  const row = within(table).getByRole('row', { name: new RegExp(date) });
  return within(row)
    .getAllByRole('cell')
    .map(cell => cell.textContent);
}
