import { useEffect, useRef } from 'react';
import type { UrlMetadata } from '../../../api/types';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { isHttpUrl, MAX_TITLE_LENGTH } from '../../../components/Form';
import type { PostFormState } from '../../posts/PostForm';
import { useGetLinkMetadataQuery } from '../linkMetadataApi';

/** How long the URL must stay unchanged before its metadata is fetched. */
export const METADATA_DEBOUNCE_MS = 500;

/** The form fields metadata can fill. */
export type MetadataField = 'title' | 'content' | 'headerImage';
const FIELDS: MetadataField[] = ['title', 'content', 'headerImage'];

/** What metadata proposes for each field it can fill. */
export function metadataValues(
  data: UrlMetadata,
): Partial<Record<MetadataField, string>> {
  return {
    title: data.title?.trim().slice(0, MAX_TITLE_LENGTH),
    content: data.content?.trim(),
    headerImage: data.image && isHttpUrl(data.image) ? data.image : undefined,
  };
}

/** @public */
export interface LinkMetadataFill {
  /** A metadata request is in flight. */
  fetching: boolean;
  /**
   * Nothing could be filled for the current URL: the request failed, or the
   * server found no details (an unreachable site is an empty preview, not an
   * error: docs/api.md, `POST /url`).
   */
  failed: boolean;
}

/**
 * Fetches `POST /url` metadata once the link form's URL is a valid http(s)
 * address and has stopped changing, and fills title, description and image
 * only into fields the person has not typed in. A field counts as theirs
 * when it holds text other than what metadata last put there, so a filled
 * field is refilled for a new URL until the person edits it. An edit page
 * fetches nothing until its URL changes: the post's fields are the author's.
 * Saving never waits for it.
 */
export function useLinkMetadataFill(form: PostFormState): LinkMetadataFill {
  const { values, baseline, setFields } = form;
  const url = values.url.trim();
  const wanted = isHttpUrl(url) && url !== baseline.url.trim() ? url : '';
  const settled = useDebouncedValue(wanted, METADATA_DEBOUNCE_MS);
  const current = settled !== '' && settled === wanted;
  const query = useGetLinkMetadataQuery(settled, { skip: !current });

  // What metadata put in each field; kept per mounted form.
  const filled = useRef<Partial<Record<MetadataField, string>>>({});
  // The effect below runs per answer, not per keystroke, but needs the latest values.
  const latest = useRef(values);
  latest.current = values;

  const data = current ? query.currentData : undefined;
  useEffect(() => {
    if (!data) return;
    const proposed = metadataValues(data);
    const changes: Partial<Record<MetadataField, string>> = {};
    for (const field of FIELDS) {
      const value = proposed[field];
      const now = latest.current[field];
      const theirs = now.trim() !== '' && now !== filled.current[field];
      if (!value || theirs || now === value) continue;
      changes[field] = value;
      filled.current[field] = value;
    }
    if (Object.keys(changes).length > 0) setFields(changes);
  }, [data, setFields]);

  return {
    fetching: current && query.isFetching,
    failed:
      current &&
      (query.isError ||
        (query.currentData !== undefined &&
          Object.values(metadataValues(query.currentData)).every(v => !v))),
  };
}
