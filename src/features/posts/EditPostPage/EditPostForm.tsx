import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnalytics } from '@backstage/core-plugin-api';
import type { Post, PostRequest } from '../../../api/types';
import {
  DraftRestoredNotice,
  editSummaryOf,
  useDraftForm,
  useDraftOnArrival,
} from '../../../components/Form';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { PostForm, valuesFromPost } from '../PostForm';
import { useResolveFlagsOnSave } from '../../flags/useResolveFlagsOnSave';
import { useUpdatePostMutation } from '../postsApi';
import { formSlots, POST_TYPE_PARTS } from '../postTypeParts';

/** The draft of an edit, one per post, so two edits never mix. */
export const editFormId = (id: number) => `edit:${id}`;

/** The post form filled with a loaded post; saving returns to it. */
export function EditPostForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const links = useAgoraLinks();
  // This form is on the type's edit page, so its post page exists too.
  const view = links.post(post.type, post.id) ?? links.home;
  const baseline = useMemo(() => valuesFromPost(post), [post]);
  const restored = useDraftOnArrival(editFormId(post.id));
  const form = useDraftForm(editFormId(post.id), baseline);
  const [updatePost, updated] = useUpdatePostMutation();
  // Opened from the Flags tab: saving resolves the post's flags.
  const flagged = useResolveFlagsOnSave('post', post.id);

  const submit = async (request: PostRequest) => {
    const summary = editSummaryOf(form.values.summary ?? '');
    await updatePost({ id: post.id, ...request, summary }).unwrap();
    analytics.captureEvent('edit', request.title, {
      attributes: { postId: post.id },
    });
    form.discard();
    flagged.saved();
    navigate(view);
  };

  return (
    <>
      <DraftRestoredNotice form={form} restored={restored} />
      <PostForm
        type={post.type}
        mode="edit"
        form={form}
        onSubmit={submit}
        submitting={updated.isLoading}
        error={updated.error}
        cancelHref={view}
        {...formSlots(POST_TYPE_PARTS[post.type].form.edit, form)}
      />
    </>
  );
}
