import {
  charactersMissing,
  LIMITS,
  type Post,
  type PostRequest,
  type PostType,
  type QuestionMinimums,
} from '../../../api/types';
import {
  isHeaderImageUrl,
  isHttpUrl,
  validateTitle,
  type TitleError,
} from '../../../components/Form/formValues';
import { editSummaryTooLong } from '../../../components/Form/EditSummaryField';
import type { DraftFormState } from '../../../components/Form/useDraftForm';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';

/** The longest content (question, article, link description) the server accepts. */
export const MAX_CONTENT_LENGTH = LIMITS.contentMaxLength;

/**
 * What a post form holds. Every field is a draft value (serialisable), so
 * the whole form can live in the drafts slice.
 * @public
 */
export interface PostFormValues {
  title: string;
  content: string;
  tags: string[];
  entities: string[];
  /** Ids of images uploaded while writing, sent with the post. */
  images: number[];
  anonymous: boolean;
  /** Articles: header image URL. */
  headerImage: string;
  /** Links: the shared address. */
  url: string;
  /** Edits: why, shown in the history (sent by the edit page). */
  summary: string;
}

/** @public */
export type PostFormField = keyof PostFormValues;

/** A post form bound to its draft in the store. @public */
export type PostFormState = DraftFormState<PostFormValues>;

/** Each field's problem as a message key of the postForm translation block. */
export type PostFormErrors = { title?: TitleError } & Partial<
  Record<
    Exclude<PostFormField, 'title'>,
    'required' | 'tooLong' | 'tooShort' | 'tooMany' | 'invalidUrl'
  >
>;

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  tags: [],
  entities: [],
  images: [],
  anonymous: false,
  headerImage: '',
  url: '',
  summary: '',
};

/** Content is the point of questions and articles; a link stands on its URL. */
export const contentRequired = (type: PostType) => type !== 'link';

/** What is wrong with a link post's URL, if anything. */
export function linkUrlError(
  url: string,
): 'required' | 'invalidUrl' | undefined {
  if (!url.trim()) return 'required';
  return isHttpUrl(url) ? undefined : 'invalidUrl';
}

/** No minimum: articles, links, and fields an edit leaves as they were. */
export const NO_MINIMUMS: QuestionMinimums = { title: 0, content: 0 };

/**
 * The minimums (`agora.questions.*`) a form's values must reach: a
 * question's, and on an edit only for the fields it changes from `before`,
 * as the server holds them (docs/api.md, "Posts").
 */
export function minimumsFor(
  type: PostType,
  configured: QuestionMinimums,
  values: Pick<PostFormValues, 'title' | 'content'>,
  before?: Pick<PostFormValues, 'title' | 'content'>,
): QuestionMinimums {
  if (type !== 'question') return NO_MINIMUMS;
  const applies = (field: 'title' | 'content') =>
    !before || values[field].trim() !== before[field].trim();
  return {
    title: applies('title') ? configured.title : 0,
    content: applies('content') ? configured.content : 0,
  };
}

/** Client-side checks; the server checks again and its errors are shown too. */
export function validatePostForm(
  type: PostType,
  values: PostFormValues,
  minimums: QuestionMinimums = NO_MINIMUMS,
): PostFormErrors {
  const errors: PostFormErrors = {};
  if (type === 'link') {
    const url = linkUrlError(values.url);
    if (url) errors.url = url;
  }
  const title = validateTitle(values.title, minimums.title);
  if (title) errors.title = title;
  if (contentRequired(type) && !values.content.trim())
    errors.content = 'required';
  else if (values.content.length > MAX_CONTENT_LENGTH)
    errors.content = 'tooLong';
  else if (charactersMissing(values.content, minimums.content) > 0)
    errors.content = 'tooShort';
  if (values.tags.length > MAX_TAGS_PER_POST) errors.tags = 'tooMany';
  if (editSummaryTooLong(values.summary ?? '')) errors.summary = 'tooLong';
  if (
    type === 'article' &&
    values.headerImage &&
    !isHeaderImageUrl(values.headerImage)
  ) {
    errors.headerImage = 'invalidUrl';
  }
  return errors;
}

/** The request body of a create or update; type-specific fields only for their type. */
export function toPostRequest(
  type: PostType,
  values: PostFormValues,
  options: { allowAnonymous: boolean },
): PostRequest {
  return {
    type,
    title: values.title.trim(),
    content: values.content,
    tags: values.tags,
    entities: values.entities,
    images: values.images,
    ...(options.allowAnonymous ? { anonymous: values.anonymous } : {}),
    // A link's header image is the preview its metadata found.
    ...(type !== 'question' && values.headerImage
      ? { headerImage: values.headerImage }
      : {}),
    ...(type === 'link' ? { url: values.url.trim() } : {}),
  };
}

/** A loaded post as form values, for edit pages. */
export function valuesFromPost(post: Post): PostFormValues {
  return {
    ...EMPTY_POST_FORM,
    title: post.title,
    content: post.content,
    tags: post.tags ?? [],
    entities: post.entities ?? [],
    images: post.images ?? [],
    anonymous: Boolean(post.anonymous),
    headerImage: post.headerImage ?? '',
    url: post.url ?? '',
  };
}
