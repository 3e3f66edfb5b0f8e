import { useEffect, useRef, useState } from 'react';
import Button from '@material-ui/core/Button';
import CircularProgress from '@material-ui/core/CircularProgress';
import InputAdornment from '@material-ui/core/InputAdornment';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';
import { safeUrl } from '../../../utils/safeUrl';
import {
  linkUrlError,
  type PostFormState,
} from '../../posts/PostForm/postFormValues';
import { useLinkMetadataFill } from './useLinkMetadataFill';

const useStyles = makeStyles(theme => ({
  image: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(1),
  },
  preview: {
    maxHeight: 96,
    maxWidth: 192,
    objectFit: 'contain',
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
  },
}));

/** @public */
export interface LinkUrlFieldProps {
  /** The link form (see useDraftForm); the field reads and fills its values. */
  form: PostFormState;
}

/**
 * The URL of a link post, first in its form: required, http(s) only,
 * checked when it loses focus and when the form is submitted. A valid
 * address fills title, description and image from its metadata where the
 * person has not typed (useLinkMetadataFill); the image found is previewed
 * here and can be removed.
 * @public
 */
export function LinkUrlField({ form }: LinkUrlFieldProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { values, setField, formId } = form;
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { fetching, failed } = useLinkMetadataFill(form);

  // PostForm owns submitting; the field only needs to know an attempt was
  // made, which the enclosing form's native submit event tells it.
  useEffect(() => {
    const owner = inputRef.current?.form;
    if (!owner) return undefined;
    const onSubmit = () => setChecked(true);
    owner.addEventListener('submit', onSubmit);
    return () => owner.removeEventListener('submit', onSubmit);
  }, []);

  const error = checked ? linkUrlError(values.url) : undefined;
  let helper: string = t('links.url.helper');
  if (error) helper = t(`links.url.errors.${error}`);
  else if (fetching) helper = t('links.url.fetching');
  else if (failed) helper = t('links.url.fetchFailed');
  const image = values.headerImage ? safeUrl(values.headerImage, 'image') : '';

  return (
    <>
      <TextField
        id={`${formId}-url`}
        label={t('links.url.label')}
        placeholder={t('links.url.placeholder')}
        value={values.url}
        onChange={e => setField('url', e.target.value)}
        onBlur={() => setChecked(true)}
        required
        fullWidth
        variant="outlined"
        margin="normal"
        type="url"
        error={Boolean(error)}
        inputRef={inputRef}
        inputProps={{ 'aria-invalid': Boolean(error), inputMode: 'url' }}
        InputProps={{
          endAdornment: fetching ? (
            <InputAdornment position="end">
              <CircularProgress size={16} aria-hidden />
            </InputAdornment>
          ) : undefined,
        }}
        // Polite: progress and hints are announced without interrupting typing.
        FormHelperTextProps={{ 'aria-live': 'polite' }}
        helperText={helper}
      />
      {image && (
        <div className={classes.image}>
          <img
            src={image}
            alt={t('links.url.image')}
            className={classes.preview}
          />
          <Button size="small" onClick={() => setField('headerImage', '')}>
            {t('links.url.removeImage')}
          </Button>
        </div>
      )}
    </>
  );
}
