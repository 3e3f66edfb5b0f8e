import { useEffect, useMemo, useState } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import Skeleton from '@material-ui/lab/Skeleton';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostRequest, Template } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import { AiDraftAnswer } from '../../ai/AiDraftAnswer';
import {
  DraftRestoredNotice,
  EMPTY_POST_FORM,
  PostForm,
  useDraftOnArrival,
  union,
  usePostForm,
} from '../../posts/PostForm';
import { useCreatePostMutation } from '../../posts/postsApi';
import { TemplatePicker } from '../../templates/TemplatePicker';
import { useGetTemplatesQuery } from '../../templates/templatesApi';
import { SimilarQuestions } from '../SimilarQuestions';
import { askPrefill } from './askPrefill';

/** The draft of the one question being asked. */
export const ASK_FORM_ID = 'ask';

/**
 * /questions/ask: templates first (when there are any), then the question
 * form with similar questions and, when enabled, an AI draft answer.
 * @public
 */
export function AskPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const links = useAgoraLinks();
  const { search } = useLocation();
  const prefill = useMemo(() => askPrefill(search), [search]);
  const baseline = useMemo(
    () => ({ ...EMPTY_POST_FORM, ...prefill }),
    [prefill],
  );
  const hadDraft = useDraftOnArrival(ASK_FORM_ID);
  const form = usePostForm(ASK_FORM_ID, baseline);
  const { setFields } = form;
  const templates = useGetTemplatesQuery();
  // Someone already writing skips the templates; so does a blank start.
  const [picking, setPicking] = useState(!hadDraft);
  const [createPost, created] = useCreatePostMutation();

  // An "Ask" link followed with a draft already open adds its tags and
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

  const pickTemplate = (template: Template | null) => {
    if (template) {
      setFields({
        title: template.questionTitle ?? '',
        content: template.questionContent ?? '',
        tags: union(prefill.tags, template.tags, MAX_TAGS_PER_POST),
        entities: union(prefill.entities, template.entities),
      });
    }
    setPicking(false);
  };

  const submit = async (request: PostRequest) => {
    const post = await createPost(request).unwrap();
    analytics.captureEvent('ask', post.title, {
      attributes: { postId: post.id },
    });
    form.discard();
    navigate(links.post('question', post.id) ?? links.home);
  };

  const heading = (
    <Typography variant="h5" component="h2" gutterBottom>
      {t('postForm.ask.heading')}
    </Typography>
  );
  if (picking && templates.isLoading) {
    return (
      <>
        {heading}
        <Skeleton variant="rect" height={120} aria-label={t('state.loading')} />
      </>
    );
  }
  const available = templates.data?.templates ?? [];
  if (picking && available.length > 0) {
    return (
      <>
        {heading}
        <TemplatePicker templates={available} onPick={pickTemplate} />
      </>
    );
  }

  return (
    <>
      {heading}
      <DraftRestoredNotice form={form} restored={hadDraft} />
      {available.length > 0 && (
        <Button size="small" onClick={() => setPicking(true)}>
          {t('postForm.ask.changeTemplate')}
        </Button>
      )}
      <PostForm
        type="question"
        mode="create"
        form={form}
        onSubmit={submit}
        submitting={created.isLoading}
        error={created.error}
        cancelHref={links.home}
        afterTitle={<SimilarQuestions title={form.values.title} />}
        afterContent={
          <AiDraftAnswer
            title={form.values.title}
            content={form.values.content}
          />
        }
      />
    </>
  );
}
