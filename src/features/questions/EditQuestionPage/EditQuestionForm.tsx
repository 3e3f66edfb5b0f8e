import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnalytics } from '@backstage/core-plugin-api';
import type { Post, PostRequest } from '../../../api/types';
import {
  DraftRestoredNotice,
  PostForm,
  useDraftOnArrival,
  usePostForm,
  valuesFromPost,
} from '../../posts/PostForm';
import { useUpdatePostMutation } from '../../posts/postsApi';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';

/** The draft of an edit, one per question, so two edits never mix. */
export const editFormId = (id: number) => `edit:${id}`;

/** The question form filled with a loaded question; saving returns to it. */
export function EditQuestionForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const links = useAgoraLinks();
  // Only questions reach this form; their page exists while the list does.
  const view = links.post(post.type, post.id) ?? links.home;
  const baseline = useMemo(() => valuesFromPost(post), [post]);
  const restored = useDraftOnArrival(editFormId(post.id));
  const form = usePostForm(editFormId(post.id), baseline);
  const [updatePost, updated] = useUpdatePostMutation();

  const submit = async (request: PostRequest) => {
    await updatePost({ id: post.id, ...request }).unwrap();
    analytics.captureEvent('edit', request.title, {
      attributes: { postId: post.id },
    });
    form.discard();
    navigate(view);
  };

  return (
    <>
      <DraftRestoredNotice form={form} restored={restored} />
      <PostForm
        type="question"
        mode="edit"
        form={form}
        onSubmit={submit}
        submitting={updated.isLoading}
        error={updated.error}
        cancelHref={view}
      />
    </>
  );
}
