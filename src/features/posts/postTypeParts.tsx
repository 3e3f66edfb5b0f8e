import { memo, type ComponentType, type ReactNode } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post, PostType } from '../../api/types';
import type { MarkdownHeading } from '../../components/MarkdownView';
import { agoraTranslationRef } from '../../translation';
import { AiAnswerCard } from '../ai/AiAnswerCard';
import { AiDraftAnswer } from '../ai/AiDraftAnswer';
import { AnswerForm } from '../answers/AnswerForm';
import { AnswerList } from '../answers/AnswerList';
import { ArticleLead } from '../articles/ArticleLead';
import { NotAllowedNote } from '../permissions/NotAllowedNote';
import { LinkLead, LinkUrlField } from '../links';
import { HeaderImageField } from '../../components/Form';
import type { PostFormState } from './PostForm';
import { SimilarQuestions } from '../questions/SimilarQuestions';
import { TemplateStart } from '../templates/TemplateStart';
import { POST_LIST_IDS } from './postListIds';

import type { CreateStartProps } from './createStart';

export type { CreatePrefill, CreateStartProps } from './createStart';

/** A part a type adds to the post form, bound to the form's values. */
export type PostFormPart = ComponentType<{ form: PostFormState }>;

/** The slots of `PostForm` a type can fill. */
export type PostFormParts = Partial<
  Record<'beforeTitle' | 'afterTitle' | 'afterContent', PostFormPart>
>;

/**
 * How one post type's pages differ from the others'. Labels are not here:
 * every per-type string is keyed by the type in the translation ref
 * (`postForm.create.heading.article`, `postPage.notFound.link`, …).
 */
export interface PostTypeParts {
  /** The list's id in the store and remembered preferences. */
  listId: string;
  /** The draft id of the create form (one draft per type). */
  createFormId: string;
  /** The analytics action of a create. */
  createAction: string;
  /** Wraps the create form, e.g. with a choice of templates above it. */
  CreateStart?: ComponentType<CreateStartProps>;
  /** The form's parts, by mode. */
  form: { create: PostFormParts; edit: PostFormParts };
  /** Above the post's text (PostView's `lead`), given the text's headings. */
  Lead?: ComponentType<{ post: Post; headings: MarkdownHeading[] }>;
  /** After the post, in the page's column. */
  Panels?: ComponentType<{ post: Post }>;
}

function SimilarToTitle({ form }: { form: PostFormState }) {
  return <SimilarQuestions title={form.values.title} />;
}

function DraftAnswer({ form }: { form: PostFormState }) {
  return (
    <AiDraftAnswer title={form.values.title} content={form.values.content} />
  );
}

// A vote on the question keeps its answers array (patches copy only what
// they change), so its panels are not rendered again (docs/performance.md,
// client).
const AiAnswer = memo(AiAnswerCard);
const Answers = memo(AnswerList);
const NewAnswer = memo(AnswerForm);
const NO_ANSWERS: NonNullable<Post['answers']> = [];

function QuestionPanels({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  // A deleted question (its author's or a moderator's view) takes no answers.
  const open = post.status === 'active';
  // Absent means allowed (docs/api.md): only an explicit no withholds the form.
  const canAnswer = post.canAnswer !== false;
  return (
    <>
      {open && <AiAnswer postId={post.id} />}
      <Answers
        answers={post.answers ?? NO_ANSWERS}
        canAnswer={open && canAnswer}
      />
      {open && canAnswer && <NewAnswer postId={post.id} />}
      {open && !canAnswer && (
        // A closed duplicate says why; otherwise the policy withholds it.
        <NotAllowedNote>
          {post.duplicateOf
            ? t('duplicates.noAnswers')
            : t('permissions.answer')}
        </NotAllowedNote>
      )}
    </>
  );
}

/**
 * The one table of what each post type's list, create, post and edit pages
 * add to the shared pages of `features/posts`; the pieces themselves
 * stay in their features (templates, similar questions, answers, AI).
 */
export const POST_TYPE_PARTS: Record<PostType, PostTypeParts> = {
  question: {
    listId: POST_LIST_IDS.question,
    createFormId: 'ask',
    createAction: 'ask',
    CreateStart: TemplateStart,
    form: {
      create: { afterTitle: SimilarToTitle, afterContent: DraftAnswer },
      edit: {},
    },
    Panels: QuestionPanels,
  },
  article: {
    listId: POST_LIST_IDS.article,
    createFormId: 'writeArticle',
    createAction: 'write',
    form: {
      create: { afterTitle: HeaderImageField },
      edit: { afterTitle: HeaderImageField },
    },
    Lead: ArticleLead,
  },
  link: {
    listId: POST_LIST_IDS.link,
    createFormId: 'createLink',
    createAction: 'share',
    form: {
      create: { beforeTitle: LinkUrlField },
      edit: { beforeTitle: LinkUrlField },
    },
    Lead: LinkLead,
  },
};

/** The form parts of `parts` as elements for PostForm's slots. */
export function formSlots(
  parts: PostFormParts,
  form: PostFormState,
): Partial<Record<keyof PostFormParts, ReactNode>> {
  return Object.fromEntries(
    Object.entries(parts).map(([slot, Part]) => [
      slot,
      <Part key={slot} form={form} />,
    ]),
  );
}
