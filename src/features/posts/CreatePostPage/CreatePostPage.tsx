import { useEffect, useMemo } from 'react';
import Typography from '@material-ui/core/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostRequest, PostType } from '../../../api/types';
import {
  DraftRestoredNotice,
  union,
  useDraftForm,
  useDraftOnArrival,
} from '../../../components/Form';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PermissionGate } from '../../permissions/PermissionGate';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import { EMPTY_POST_FORM, PostForm } from '../PostForm';
import { useCreatePostMutation } from '../postsApi';
import {
  formSlots,
  POST_TYPE_PARTS,
  type CreateStartProps,
} from '../postTypeParts';
import { createPrefill } from './createPrefill';

/** Types without anything around the form show it alone. */
function FormAtOnce({ children }: CreateStartProps) {
  return <>{children}</>;
}

/**
 * `/questions/ask`, `/articles/write`, `/links/create`: the post form of
 * `type` with the parts its row of `POST_TYPE_PARTS` adds (a question's
 * templates, similar questions and AI draft answer; an article's header
 * image; a link's URL), prefilled from `?tags=` and `?entity=`. Those the
 * backend does not let create posts get a "not allowed" panel instead.
 */
export function CreatePostPage({ type }: { type: PostType }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <PermissionGate
      capability="createPost"
      title={t('permissions.notAllowed')}
      description={t('permissions.createPost')}
    >
      <CreatePostScreen type={type} />
    </PermissionGate>
  );
}

function CreatePostScreen({ type }: { type: PostType }) {
  const parts = POST_TYPE_PARTS[type];
  const { t } = useTranslationRef(agoraTranslationRef);
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const links = useAgoraLinks();
  const { search } = useLocation();
  const prefill = useMemo(() => createPrefill(search), [search]);
  const baseline = useMemo(
    () => ({ ...EMPTY_POST_FORM, ...prefill }),
    [prefill],
  );
  const hadDraft = useDraftOnArrival(parts.createFormId);
  const form = useDraftForm(parts.createFormId, baseline);
  const { setFields } = form;
  const [createPost, created] = useCreatePostMutation();

  // A create link followed with a draft already open adds its tags and
  // entities to the draft rather than being ignored.
  useEffect(() => {
    if (!hadDraft || (!prefill.tags.length && !prefill.entities.length)) return;
    setFields({
      tags: union(form.values.tags, prefill.tags, MAX_TAGS_PER_POST),
      entities: union(form.values.entities, prefill.entities),
    });
    // Only when the link changes, not on every edit of the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  const submit = async (request: PostRequest) => {
    const post = await createPost(request).unwrap();
    analytics.captureEvent(parts.createAction, post.title, {
      attributes: { postId: post.id },
    });
    form.discard();
    navigate(links.post(type, post.id) ?? links.home);
  };

  const Start = parts.CreateStart ?? FormAtOnce;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {t(`postForm.create.heading.${type}`)}
      </Typography>
      <Start form={form} prefill={prefill}>
        <DraftRestoredNotice form={form} restored={hadDraft} />
        <PostForm
          type={type}
          mode="create"
          form={form}
          onSubmit={submit}
          submitting={created.isLoading}
          error={created.error}
          cancelHref={links.postList(type) ?? links.home}
          {...formSlots(parts.form.create, form)}
        />
      </Start>
    </>
  );
}
