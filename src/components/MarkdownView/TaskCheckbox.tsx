import type { InputHTMLAttributes } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

/**
 * A GFM task-list checkbox. Read-only, with a name for screen readers since
 * the markdown gives it none.
 */
export function TaskCheckbox({
  checked,
  ...rest
}: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <input
      {...rest}
      checked={checked}
      readOnly
      aria-label={
        checked
          ? t('components.markdown.taskDone')
          : t('components.markdown.taskOpen')
      }
    />
  );
}
