import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Skeleton from '@material-ui/lab/Skeleton';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import type { CreateStartProps } from '../../postPages/postTypePages';
import { union } from '../../posts/PostForm';
import { TemplatePicker } from '../TemplatePicker';
import { useGetTemplatesQuery } from '../templatesApi';

/**
 * A question's start: the templates first (when there are any), then the
 * form, with a way back to the templates. A template fills title, content,
 * tags and entities, keeping what the ask link carried.
 */
export function TemplateStart({
  form,
  prefill,
  restored,
  children,
}: CreateStartProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { setFields } = form;
  const templates = useGetTemplatesQuery();
  // Someone already writing skips the templates; so does a blank start.
  const [picking, setPicking] = useState(!restored);

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

  if (picking && templates.isLoading) {
    return (
      <Skeleton variant="rect" height={120} aria-label={t('state.loading')} />
    );
  }
  const available = templates.data?.templates ?? [];
  if (picking && available.length > 0) {
    return <TemplatePicker templates={available} onPick={pickTemplate} />;
  }
  return (
    <>
      {available.length > 0 && (
        <Button size="small" onClick={() => setPicking(true)}>
          {t('postForm.ask.changeTemplate')}
        </Button>
      )}
      {children}
    </>
  );
}
