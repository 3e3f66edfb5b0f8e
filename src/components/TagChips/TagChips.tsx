import { LinkChips } from '../LinkChips';

/** English strings; kept together so they can move into the translation ref. */
export const tagChipsMessages = { tags: 'Tags' };

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
export function TagChips({
  tags,
  href,
  size,
  label = tagChipsMessages.tags,
}: TagChipsProps) {
  return (
    <LinkChips
      label={label}
      size={size}
      items={tags.map(tag => ({ key: tag, label: tag, to: href(tag) }))}
    />
  );
}
