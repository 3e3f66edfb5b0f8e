import { screen, within } from '@testing-library/react';
import {
  chipsInputHarness,
  chipsValue as value,
} from '../../testing/chipsInputHarness';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TagsInput } from './TagsInput';

expect.extend(toHaveNoViolations);

const Harness = chipsInputHarness(TagsInput, {
  options: ['react', 'redux', 'backstage'],
});
const input = () => screen.getByRole('textbox', { name: 'Tags' });

describe('TagsInput', () => {
  it('completes from existing tags', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.type(input(), 're');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map(o => o.textContent),
    ).toEqual(['react', 'redux', 'New tag: re']);
    await user.click(within(listbox).getByRole('option', { name: 'redux' }));
    expect(value()).toBe('redux');
    expect(screen.getByRole('button', { name: 'redux' })).toBeInTheDocument();
  });

  it('takes the first match on Enter, and a new tag only when chosen', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.type(input(), 'rea{Enter}');
    expect(value()).toBe('react');
    // The typed word is offered last, as a new tag.
    await user.type(input(), 're');
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map(o => o.textContent);
    expect(options).toEqual(['redux', 'New tag: re']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('react,re');
  });

  it('offers a new tag before tags that merely contain the word', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.type(input(), 'ac');
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map(o => o.textContent);
    expect(options).toEqual(['New tag: ac', 'react', 'backstage']);
    await user.keyboard('{Enter}');
    expect(value()).toBe('ac');
  });

  it('creates new tags normalised to lower case with dashes', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.type(input(), 'Spring Boot{Enter}');
    expect(value()).toBe('spring-boot');
    expect(input()).toHaveValue('');
  });

  it('refuses invalid tags and explains why, keeping the others', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness initial={['react']} />);
    await user.type(input(), 'semi;colon{Enter}');
    expect(value()).toBe('react');
    expect(
      screen.getByText(/“semi;colon” is not a valid tag/),
    ).toBeInTheDocument();
  });

  it('stops at the maximum and says so', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness initial={['a', 'b']} max={3} />);
    await user.type(input(), 'c{Enter}');
    expect(value()).toBe('a,b,c');
    expect(
      screen.getByText(
        'You can add at most 3 tags. Remove one to add another.',
      ),
    ).toBeInTheDocument();
    await user.type(input(), 'd{Enter}');
    expect(value()).toBe('a,b,c');
  });

  it('removes a tag with its chip and lifts the limit', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApis(
      <Harness initial={['a', 'b']} max={2} />,
    );
    const chip = screen.getByRole('button', { name: 'a' });
    await user.click(chip.querySelector('svg')!);
    expect(value()).toBe('b');
    expect(container).not.toHaveTextContent('You can add at most');
  });

  it('adds suggested tags with one click and hides those already chosen', async () => {
    const user = userEvent.setup();
    const onInputChange = jest.fn();
    renderWithApis(
      <Harness
        suggestions={['kubernetes', 'react']}
        initial={['react']}
        onInputChange={onInputChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Suggested tags' });
    expect(
      within(group).queryByRole('button', { name: 'Add tag react' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(group).getByRole('button', { name: 'Add tag kubernetes' }),
    );
    expect(value()).toBe('react,kubernetes');
    expect(
      screen.queryByRole('group', { name: 'Suggested tags' }),
    ).not.toBeInTheDocument();
    await user.type(input(), 'k');
    expect(onInputChange).toHaveBeenLastCalledWith('k');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithApis(
      <Harness initial={['react']} suggestions={['redux']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
