import { useId, useRef, useState } from 'react';
import Button from '@material-ui/core/Button';
import CircularProgress from '@material-ui/core/CircularProgress';
import Dialog from '@material-ui/core/Dialog';
import DialogActions from '@material-ui/core/DialogActions';
import DialogContent from '@material-ui/core/DialogContent';
import DialogTitle from '@material-ui/core/DialogTitle';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { agoraTranslationRef } from '../../../translation';
import { Form, validateTitle } from '../../../components/Form';
import {
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
} from '../templatesApi';
import { TemplateFields } from './TemplateFields';
import {
  EMPTY_TEMPLATE_FORM,
  templateFormChanged,
  toTemplateRequest,
  valuesFromTemplate,
  type TemplateFormValues,
} from './templateFormValues';

export interface TemplateFormDialogProps {
  /** The template to edit; none to create one. */
  template?: Template;
  /** After a save, or when the person gives up (asked first if they typed). */
  onClose: () => void;
}

/**
 * Creates or edits a template in a dialog, mounted per opening so each
 * starts from the template as it is now. A failed save keeps everything
 * typed and shows the server's reasons; closing with changes asks first.
 */
export function TemplateFormDialog({
  template,
  onClose,
}: TemplateFormDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const id = useId();
  const [initial] = useState<TemplateFormValues>(() =>
    template ? valuesFromTemplate(template) : EMPTY_TEMPLATE_FORM,
  );
  const [values, setValues] = useState(initial);
  const [showTitleError, setShowTitleError] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const [createTemplate, created] = useCreateTemplateMutation();
  const [updateTemplate, updated] = useUpdateTemplateMutation();
  const saving = template ? updated : created;
  const submitting = saving.isLoading;
  const dirty = templateFormChanged(values, initial);
  const titleError = validateTitle(values.title);

  const ready = () => {
    setShowTitleError(true);
    if (titleError) titleRef.current?.focus();
    return !titleError;
  };
  const save = async () => {
    const request = toTemplateRequest(values);
    await (
      template
        ? updateTemplate({ id: template.id, ...request })
        : createTemplate(request)
    ).unwrap();
    onClose();
  };

  const requestClose = () => {
    if (submitting) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={`${id}-heading`}
      fullWidth
      maxWidth="md"
    >
      <Form
        ready={ready}
        save={save}
        submitting={submitting}
        error={saving.isError ? saving.error : undefined}
        // Closing the dialog asks below; reloading or leaving the page would
        // lose the typing too.
        dirty={dirty}
        title={
          <DialogTitle id={`${id}-heading`}>
            {template
              ? t('templates.form.editTitle', { title: template.title })
              : t('templates.form.createTitle')}
          </DialogTitle>
        }
        fieldsContainer={DialogContent}
        actions={
          <DialogActions>
            <Button onClick={requestClose} disabled={submitting}>
              {t('templates.form.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="primary"
              disabled={submitting}
              startIcon={
                submitting ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : undefined
              }
            >
              {template
                ? t('templates.form.submitSave')
                : t('templates.form.submitCreate')}
            </Button>
          </DialogActions>
        }
      >
        <TemplateFields
          id={id}
          values={values}
          onChange={changed => setValues(v => ({ ...v, ...changed }))}
          titleError={showTitleError ? titleError : undefined}
          onTitleBlur={() => setShowTitleError(true)}
          titleRef={titleRef}
        />
      </Form>
      <ConfirmDialog
        open={confirmingClose}
        title={t('templates.form.discard.title')}
        message={t('templates.form.discard.message')}
        confirmLabel={t('templates.form.discard.confirm')}
        cancelLabel={t('templates.form.discard.cancel')}
        destructive
        onConfirm={onClose}
        onCancel={() => setConfirmingClose(false)}
      />
    </Dialog>
  );
}
