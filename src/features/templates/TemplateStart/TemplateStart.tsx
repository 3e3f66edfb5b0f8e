import { useEffect, useState } from 'react';
import Alert from '@material-ui/lab/Alert';
import { makeStyles } from '@material-ui/core/styles';
import { useLocation } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { agoraTranslationRef } from '../../../translation';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import type { CreatePrefill, CreateStartProps } from '../../posts/createStart';
import { union } from '../../../components/Form/formValues';
import type { PostFormValues } from '../../posts/PostForm';
import { TemplateMenu } from '../TemplateMenu';
import { useGetTemplatesQuery } from '../templatesApi';

const useStyles = makeStyles(theme => ({
  unknown: { marginBottom: theme.spacing(2) },
}));

/** The fields a template fills. */
type Filled = Pick<PostFormValues, 'title' | 'content' | 'tags' | 'entities'>;

const filledBy = (template: Template, prefill: CreatePrefill): Filled => ({
  title: template.questionTitle ?? '',
  content: template.questionContent ?? '',
  tags: union(prefill.tags, template.tags, MAX_TAGS_PER_POST),
  entities: union(prefill.entities, template.entities),
});

const fieldsOf = ({ title, content, tags, entities }: Filled): Filled => ({
  title,
  content,
  tags,
  entities,
});

const sameAs = (values: Filled, filled: Filled) =>
  (Object.keys(filled) as Array<keyof Filled>).every(
    key => JSON.stringify(values[key]) === JSON.stringify(filled[key]),
  );

/**
 * A question's start: the form at once, with "Start from a template" above
 * it when templates exist. A template fills title, content, tags and
 * entities, keeping what the ask link carried; it asks first when the
 * person has written something (anything other than what the link or the
 * last template put there, a restored draft included). `?template={id}`
 * applies that template on arrival; an unknown id says so and leaves the
 * form as it is.
 */
export function TemplateStart({ form, prefill, children }: CreateStartProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { setFields } = form;
  const templates = useGetTemplatesQuery();
  const available = templates.data?.templates ?? [];
  const linked = new URLSearchParams(useLocation().search).get('template');
  const [filled, setFilled] = useState(() => fieldsOf(form.baseline));
  const [chosenId, setChosenId] = useState<number>();
  const [asking, setAsking] = useState<Template | null>(null);
  const [handledLink, setHandledLink] = useState<string | null>(null);

  const apply = (template: Template) => {
    const values = filledBy(template, prefill);
    setFields(values);
    setFilled(values);
    setChosenId(template.id);
    setAsking(null);
  };
  const pick = (template: Template) => {
    const wrote =
      !sameAs(form.values, filled) &&
      !sameAs(form.values, filledBy(template, prefill));
    if (wrote) setAsking(template);
    else apply(template);
  };

  // Once per link, when the list has arrived.
  const linkedTemplate = available.find(tp => String(tp.id) === linked);
  useEffect(() => {
    if (!linked || linked === handledLink || !templates.isSuccess) return;
    setHandledLink(linked);
    if (linkedTemplate) pick(linkedTemplate);
    // `pick` reads the form as it is now; the link is what triggers it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, templates.isSuccess]);

  const unknown = Boolean(linked) && templates.isSuccess && !linkedTemplate;
  return (
    <>
      {unknown && (
        <Alert severity="warning" className={classes.unknown}>
          {t('templates.ask.unknown')}
        </Alert>
      )}
      {available.length > 0 && (
        <TemplateMenu
          templates={available}
          chosen={available.find(tp => tp.id === chosenId)}
          onPick={pick}
        />
      )}
      {children}
      <ConfirmDialog
        open={asking !== null}
        title={t('templates.ask.replace.title')}
        message={t('templates.ask.replace.message', {
          title: asking?.title ?? '',
        })}
        confirmLabel={t('templates.ask.replace.confirm')}
        cancelLabel={t('templates.ask.replace.cancel')}
        onConfirm={() => asking && apply(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
