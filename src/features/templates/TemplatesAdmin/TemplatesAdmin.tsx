import { useId, useState } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import AddIcon from '@material-ui/icons/Add';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Template } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import {
  useDeleteTemplateMutation,
  useGetTemplatesQuery,
} from '../templatesApi';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TemplateRow } from './TemplateRow';

const useStyles = makeStyles(theme => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(1),
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
}));

/**
 * The moderators' list of question templates with create, edit (both in a
 * dialog), delete after a confirmation naming the template, and each
 * template's ask link to copy. The backend refuses changes from anyone else.
 * @public
 */
export function TemplatesAdmin() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  const templates = useGetTemplatesQuery();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [deleteTemplate, deletion] = useDeleteTemplateMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    // The call answers whether the server agreed (a plain failure is false).
    const result = await deleteTemplate(deleting.id);
    if (result.data === true) setDeleting(null);
  };

  let deleteError: string | undefined;
  if (deletion.isError) deleteError = errorMessage(deletion.error);
  else if (deletion.data === false) deleteError = t('templates.delete.failed');

  return (
    <section aria-labelledby={headingId}>
      <div className={classes.header}>
        <div>
          <Typography variant="h6" component="h2" id={headingId}>
            {t('templates.admin.heading')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('templates.admin.intro')}
          </Typography>
        </div>
        <Button
          variant="contained"
          color="primary"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
        >
          {t('templates.admin.create')}
        </Button>
      </div>
      <QueryState
        result={templates}
        isEmpty={data => data.templates.length === 0}
        empty={{
          title: t('templates.admin.empty.title'),
          description: t('templates.admin.empty.description'),
        }}
      >
        {data => (
          <ul
            className={classes.list}
            aria-label={t('templates.admin.listLabel')}
          >
            {data.templates.map(template => (
              <TemplateRow
                key={template.id}
                template={template}
                onEdit={() => setEditing(template)}
                onDelete={() => {
                  deletion.reset();
                  setDeleting(template);
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing && (
        <TemplateFormDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.delete.title', { title: deleting?.title ?? '' })}
        message={t('templates.delete.message')}
        confirmLabel={t('templates.delete.confirm')}
        destructive
        pending={deletion.isLoading}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
