import { useState } from 'react';
import { EntitiesInput, useEntityOptions } from '../../../components/Form';

const USER_KINDS = ['user'];

/** @public */
export interface ExpertsFieldProps {
  value: string[];
  onChange: (userRefs: string[]) => void;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** People picked from the catalog's users by name, stored as user refs. @public */
export function ExpertsField(props: ExpertsFieldProps) {
  const [input, setInput] = useState('');
  const { options, loading } = useEntityOptions(input, USER_KINDS);
  return (
    <EntitiesInput
      value={props.value}
      onChange={props.onChange}
      options={options}
      onInputChange={setInput}
      loading={loading}
      disabled={props.disabled}
      label={props.label}
      helperText={props.helperText}
    />
  );
}
