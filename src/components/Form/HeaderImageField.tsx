import { useEffect, useRef, useState } from 'react';
import Button from '@material-ui/core/Button';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useUploadImage } from '../../hooks/useUploadImage';
import { agoraTranslationRef } from '../../translation';
import { isHeaderImageUrl } from './formValues';
import type { DraftFormState, DraftValues } from './useDraftForm';

/** The values of a form with a header image (an article's, a collection's). */
export interface HeaderImageValues extends DraftValues {
  headerImage: string;
}

const useStyles = makeStyles(theme => ({
  root: { marginTop: theme.spacing(2) },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    alignItems: 'flex-start',
  },
  url: { flex: '1 1 20rem' },
  button: { marginTop: theme.spacing(1) },
  // The same frame as on the article page, so the preview shows its crop.
  preview: {
    display: 'block',
    width: '100%',
    maxWidth: 480,
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    marginTop: theme.spacing(1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
}));

/**
 * The header image of an article or a collection: an http(s) address typed
 * in or an uploaded image's, with a preview and a way to remove it. A wrong
 * address is said once the person leaves the field or submits the form.
 */
export function HeaderImageField({
  form,
}: {
  form: DraftFormState<HeaderImageValues>;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const id = `${form.formId}-headerImage`;
  const value = form.values.headerImage;
  const { setField } = form;
  const [touched, setTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const fieldRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(form.addImage);

  // The form refuses to save a wrong address and focuses this field; the
  // message must then be there, so a submit counts as leaving the field.
  useEffect(() => {
    const owner = fieldRef.current?.form;
    const submitted = () => setTouched(true);
    owner?.addEventListener('submit', submitted);
    return () => owner?.removeEventListener('submit', submitted);
  }, []);

  const valid = isHeaderImageUrl(value);
  const invalid = Boolean(value) && !valid && touched;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const { url } = await upload(file);
      setField('headerImage', url);
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <TextField
          id={id}
          className={classes.url}
          label={t('postForm.headerImage.label')}
          type="url"
          variant="outlined"
          size="small"
          value={value}
          onChange={e => setField('headerImage', e.target.value.trim())}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={
            invalid
              ? t('postForm.headerImage.invalid')
              : t('postForm.headerImage.helper')
          }
          inputRef={fieldRef}
        />
        <Button
          className={classes.button}
          variant="outlined"
          disabled={uploading}
          onClick={() => fileRef.current?.click()}
        >
          {uploading
            ? t('postForm.headerImage.uploading')
            : t('postForm.headerImage.upload')}
        </Button>
        {value && (
          <Button
            className={classes.button}
            onClick={() => {
              setField('headerImage', '');
              setTouched(false);
            }}
          >
            {t('postForm.headerImage.remove')}
          </Button>
        )}
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('postForm.headerImage.upload')}
        onChange={e => {
          pick(e.target.files?.[0]);
          e.target.value = ''; // allow picking the same file again
        }}
      />
      {uploadError && (
        <Alert
          severity="error"
          onClose={() => setUploadError(undefined)}
          closeText={t('components.editor.dismiss')}
        >
          {uploadError}
        </Alert>
      )}
      {valid && (
        <img
          src={value}
          alt={t('postForm.headerImage.preview')}
          className={classes.preview}
        />
      )}
    </div>
  );
}
