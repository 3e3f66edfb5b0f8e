import { useState, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { ChipsInputProps } from '../components/Form/chipsInput';

/**
 * A chips input (tags, entities) kept in state as a form keeps it, with
 * `defaults` for what a test leaves out and its value printed for
 * {@link chipsValue}. `initial` is the value it starts with.
 */
export function chipsInputHarness<Props extends ChipsInputProps<unknown>>(
  Input: ComponentType<Props>,
  defaults: Omit<Props, 'value' | 'onChange'>,
) {
  return function Harness({
    initial = [],
    ...props
  }: Partial<Props> & { initial?: string[] }) {
    const [value, setValue] = useState<string[]>(initial);
    const all = { ...defaults, value, onChange: setValue, ...props } as Props;
    return (
      <>
        <Input {...all} />
        <output data-testid="value">{value.join(',')}</output>
      </>
    );
  };
}

/** The harness's value, comma-separated. */
export const chipsValue = () => screen.getByTestId('value').textContent;
