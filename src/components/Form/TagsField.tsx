import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { TagsInput } from './TagsInput';
import { agoraTranslationRef } from '../../translation';
import { useSuggestTagsQuery } from '../../features/suggestions/suggestionsApi';
import { useGetTagsQuery } from '../../features/tags/tagsApi';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { LIMITS } from '../../api/types';

export interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The draft's text, which tag suggestions are computed from. */
  title: string;
  content: string;
  error?: string;
  disabled?: boolean;
}

/** Long enough to wait for a pause in typing, short enough to feel live. */
const TYPING_PAUSE_MS = 300;
const SUGGEST_PAUSE_MS = 800;

/**
 * Tags with autocomplete from the tags endpoint (searched as the person
 * types) and suggestions from `POST /tags/suggest` for the draft's text.
 */
export function TagsField({
  value,
  onChange,
  title,
  content,
  error,
  disabled,
}: TagsFieldProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), TYPING_PAUSE_MS);
  const tags = useGetTagsQuery({
    searchQuery: search || undefined,
    limit: 20,
    orderBy: 'postsCount',
    order: 'desc',
  });
  const options = useMemo(
    () => tags.data?.tags.map(tag => tag.tag) ?? [],
    [tags.data],
  );

  // Strings, not an object, so the debounce settles (objects differ every render).
  // Capped at what the contract takes (and a post may hold), so a draft over
  // the limit still gets suggestions instead of a quiet 400.
  const draftTitle = useDebouncedValue(
    title.trim().slice(0, LIMITS.titleMaxLength),
    SUGGEST_PAUSE_MS,
  );
  const draftContent = useDebouncedValue(
    content.trim().slice(0, LIMITS.contentMaxLength),
    SUGGEST_PAUSE_MS,
  );
  const suggested = useSuggestTagsQuery(
    draftTitle || draftContent
      ? { title: draftTitle, content: draftContent }
      : skipToken,
  );

  return (
    <TagsInput
      value={value}
      onChange={onChange}
      options={options}
      suggestions={suggested.data?.tags ?? []}
      onInputChange={setInput}
      label={t('postForm.tags.label')}
      loading={tags.isFetching}
      helperText={error}
      error={Boolean(error)}
      disabled={disabled}
    />
  );
}
