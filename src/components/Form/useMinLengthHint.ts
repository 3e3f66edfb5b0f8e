import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { charactersMissing } from '../../api/types';
import { agoraTranslationRef } from '../../translation';

/**
 * The minimum of a question's title or content as the form states it:
 * "At least 15 characters" before anything is typed, then how many more
 * are needed; undefined once the text is long enough. The same words
 * refuse a submit (docs/api.md, "Posts").
 */
export function useMinLengthHint() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (text: string, min: number): string | undefined => {
    const missing = charactersMissing(text, min);
    if (missing === 0) return undefined;
    return text.trim()
      ? t('postForm.minLength.missing', {
          min: String(min),
          more: String(missing),
        })
      : t('postForm.minLength.rule', { min: String(min) });
  };
}
