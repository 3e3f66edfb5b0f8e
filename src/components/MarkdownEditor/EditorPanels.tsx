import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { Progress } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { hasDroppedHtml, MarkdownView } from '../MarkdownView';

const useStyles = makeStyles(theme => ({
  notice: { marginBottom: theme.spacing(2) },
}));

/** The editor's two modes. */
export type EditorMode = 'write' | 'preview';

/** The Write / Preview tabs; `id` prefixes the ids of the tabs and panels. */
export function EditorTabs(props: {
  id: string;
  mode: EditorMode;
  onChange: (mode: EditorMode) => void;
  className?: string;
}) {
  const { id, mode, onChange, className } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <Tabs
      value={mode}
      onChange={(_, v) => onChange(v)}
      aria-label={t('components.editor.modes')}
      indicatorColor="primary"
      className={className}
    >
      {(['write', 'preview'] as const).map(value => (
        <Tab
          key={value}
          value={value}
          label={t(`components.editor.${value}`)}
          id={`${id}-${value}`}
          aria-controls={`${id}-${value}-panel`}
        />
      ))}
    </Tabs>
  );
}

/** The rendered text, rendered only while its tab is shown. */
export function EditorPreview(props: {
  id: string;
  value: string;
  shown: boolean;
  className?: string;
}) {
  const { id, value, shown, className } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <div
      role="tabpanel"
      id={`${id}-preview-panel`}
      aria-labelledby={`${id}-preview`}
      hidden={!shown}
      className={className}
    >
      {shown && hasDroppedHtml(value) && (
        // Said before the text so nobody loses what they typed unawares.
        <Alert severity="warning" role="status" className={classes.notice}>
          {t('components.editor.htmlDropped')}
        </Alert>
      )}
      {shown &&
        (value.trim() ? (
          <MarkdownView content={value} />
        ) : (
          <Typography color="textSecondary">
            {t('components.editor.nothingToPreview')}
          </Typography>
        ))}
    </div>
  );
}

/** Which images are uploading, announced politely. */
export function UploadProgress(props: { names: string[]; className?: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  if (props.names.length === 0) return null;
  return (
    <div role="status" className={props.className}>
      <Typography variant="caption">
        {props.names
          .map(name => t('components.editor.uploading', { name }))
          .join(' ')}
      </Typography>
      <Progress />
    </div>
  );
}
