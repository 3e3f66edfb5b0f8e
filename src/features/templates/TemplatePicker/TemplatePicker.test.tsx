import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makeTemplate } from '../../../testing/fixtures/templates';
import { renderAgora } from '../../../testing/renderAgora';
import { TemplatePicker } from './TemplatePicker';

const templates = [
  makeTemplate({
    id: 4,
    title: 'Bug report',
    description: 'Something is broken',
    tags: ['bug', 'triage'],
  }),
  makeTemplate({
    id: 5,
    title: 'How-to',
    description: 'Learn how to do something',
    tags: [],
  }),
];

describe('TemplatePicker', () => {
  it('offers "Blank question" first, then each template with its description and tags', async () => {
    await renderAgora(
      <TemplatePicker templates={templates} onPick={jest.fn()} />,
    );

    const region = screen.getByRole('region', {
      name: 'Start from a template',
    });
    const choices = within(region).getAllByRole('button');
    expect(
      choices.map(c => c.getAttribute('aria-label') ?? c.textContent),
    ).toEqual([
      expect.stringContaining('Blank question'),
      'Use template Bug report',
      'Use template How-to',
    ]);
    expect(
      within(choices[1]).getByText('Something is broken'),
    ).toBeInTheDocument();
    expect(within(choices[1]).getByText('triage')).toBeInTheDocument();
  });

  it('reports the picked template, or null for a blank question', async () => {
    const onPick = jest.fn();
    const { user } = await renderAgora(
      <TemplatePicker templates={templates} onPick={onPick} />,
    );

    await user.click(
      screen.getByRole('button', { name: 'Use template How-to' }),
    );
    expect(onPick).toHaveBeenLastCalledWith(templates[1]);
    await user.click(screen.getByRole('button', { name: /Blank question/ }));
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderAgora(
      <TemplatePicker templates={templates} onPick={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
