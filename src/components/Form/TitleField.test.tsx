import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderAgora } from '../../testing/renderAgora';
import type { TitleError } from './formValues';
import { TitleField } from './TitleField';

function Harness({
  initial = '',
  error,
}: {
  initial?: string;
  error?: TitleError;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TitleField
      id="t"
      type="question"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('TitleField', () => {
  it('counts characters live against the 255 limit', async () => {
    const { user } = await renderAgora(<Harness />);
    const input = screen.getByRole('textbox', { name: /^Title/ });
    expect(screen.getByText('0/255')).toBeInTheDocument();

    await user.type(input, 'Why?');
    expect(screen.getByText('4/255')).toHaveAttribute(
      'title',
      '4 of 255 characters used',
    );
    expect(input).toBeRequired();
  });

  it('shows its error next to the counter and marks the input invalid', async () => {
    await renderAgora(<Harness initial={'x'.repeat(256)} error="tooLong" />);
    const input = screen.getByRole('textbox', { name: /^Title/ });
    expect(screen.getByText('256/255')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/at most 255 characters/);
  });
});
