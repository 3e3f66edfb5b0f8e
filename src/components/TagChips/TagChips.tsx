import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { LinkChips } from '../LinkChips';

/** @public */
export interface TagChipsProps {
  tags: string[];
  /** The tag's page, e.g. `/agora/tags/{tag}`. */
  href: (tag: string) => string;
  size?: 'small' | 'medium';
  /** Accessible name of the list (default "Tags"). */
  label?: string;
}

/** A post's tags as chips linking to each tag's page. @public */
export function TagChips({ tags, href, size, label }: TagChipsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <LinkChips
      label={label ?? t('components.chips.tags')}
      size={size}
      items={tags.map(tag => ({ key: tag, label: tag, to: href(tag) }))}
    />
  );
}
