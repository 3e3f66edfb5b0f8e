import { useState } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { EntitiesInput } from './EntitiesInput';
import { agoraTranslationRef } from '../../translation';
import { useEntityOptions } from './useEntityOptions';

export interface EntitiesFieldProps {
  value: string[];
  onChange: (entityRefs: string[]) => void;
  disabled?: boolean;
}

/** Catalog entities a post or template is about, picked by title, stored as refs. */
export function EntitiesField({
  value,
  onChange,
  disabled,
}: EntitiesFieldProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [input, setInput] = useState('');
  const { options, loading, catalogAvailable } = useEntityOptions(input);
  return (
    <EntitiesInput
      value={value}
      onChange={onChange}
      options={options}
      onInputChange={setInput}
      loading={loading}
      disabled={disabled}
      label={t('postForm.entities.label')}
      helperText={
        catalogAvailable
          ? t('postForm.entities.helper')
          : t('postForm.entities.freeHelper')
      }
    />
  );
}
