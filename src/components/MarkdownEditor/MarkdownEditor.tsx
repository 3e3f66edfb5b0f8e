import {
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import FormControl from '@material-ui/core/FormControl';
import FormHelperText from '@material-ui/core/FormHelperText';
import FormLabel from '@material-ui/core/FormLabel';
import InputBase from '@material-ui/core/InputBase';
import Paper from '@material-ui/core/Paper';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { CountedHelperText } from '../Form/CountedHelperText';
import { AutoGrowTextarea } from './AutoGrowTextarea';
import { EditorToolbar } from './EditorToolbar';
import {
  EditorPreview,
  EditorTabs,
  UploadProgress,
  type EditorMode,
} from './EditorPanels';
import { MentionList } from './MentionList';
import { useImageDrop } from './useImageDrop';
import { UploadImage, useImageUpload } from './useImageUpload';
import { useMarkdownText } from './useMarkdownText';
import { useMentionPicker } from './useMentionPicker';

const useStyles = makeStyles(theme => ({
  label: { marginBottom: theme.spacing(0.5) },
  paper: { overflow: 'hidden' },
  invalid: { borderColor: theme.palette.error.main },
  dragging: { borderColor: theme.palette.primary.main, borderStyle: 'dashed' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    borderBottom: `1px solid ${theme.palette.divider}`,
    paddingRight: theme.spacing(1),
  },
  tabs: { minHeight: 40, '& .MuiTab-root': { minHeight: 40, minWidth: 90 } },
  compactTabs: {
    minHeight: 32,
    '& .MuiTab-root': {
      minHeight: 32,
      minWidth: 72,
      padding: theme.spacing(0, 1),
    },
  },
  input: {
    padding: theme.spacing(1.5),
    fontFamily: theme.typography.fontFamily,
  },
  compactInput: { padding: theme.spacing(1) },
  preview: { padding: theme.spacing(1.5), minHeight: theme.spacing(12) },
  compactPreview: { padding: theme.spacing(1), minHeight: theme.spacing(6) },
  status: { padding: theme.spacing(0, 1.5, 1) },
}));

/** The counter shows from this share of the limit on. */
export const COUNTER_FROM = 0.9;

/** Lines the textarea grows to before its text scrolls inside it. */
export const MAX_ROWS = { full: 24, compact: 10 } as const;

/** @public */
export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Height of the textarea in rows before it grows (default 8, compact 2). */
  minRows?: number;
  /**
   * The most rows it grows to; a longer text scrolls inside it (default
   * {@link MAX_ROWS}).
   */
  maxRows?: number;
  /**
   * The longest text the server takes (a limit of the contract's `LIMITS`).
   * From {@link COUNTER_FROM} of it on a counter shows; past it the field
   * is invalid and says so, before any submit.
   */
  maxLength?: number;
  placeholder?: string;
  id?: string;
  /** Uploads an image and resolves to its URL; without it images cannot be added. */
  onUploadImage?: UploadImage;
  /** A tighter editor for short texts such as comments. */
  compact?: boolean;
  /** Focus the text on mount, for editors opened by a click ("Add a comment"). */
  focusOnMount?: boolean;
}

/**
 * Markdown textarea with Write/Preview tabs, a formatting toolbar, image
 * upload by paste, drop or file picker, and a picker of people and groups
 * to mention after `@`. Controlled: the text lives in `value`.
 * @public
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, label, helperText, error, required, disabled } =
    props;
  const { compact, focusOnMount, placeholder, onUploadImage } = props;
  const minRows = props.minRows ?? (compact ? 2 : 8);
  const maxRows = Math.max(
    minRows,
    props.maxRows ?? MAX_ROWS[compact ? 'compact' : 'full'],
  );
  const { maxLength } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const generatedId = useId();
  const id = props.id ?? `markdown-editor-${generatedId}`;
  const [mode, setMode] = useState<EditorMode>('write');
  const fileRef = useRef<HTMLInputElement>(null);
  const text = useMarkdownText(value, onChange);
  const mention = useMentionPicker({ id, value, replace: text.replace });
  // Only where the person just asked for this editor, so focus moves with
  // their intent rather than jumping on page load.
  useEffect(() => {
    if (focusOnMount) text.textareaRef.current?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const upload = useImageUpload({
    onUploadImage,
    getValue: text.getValue,
    onChange: text.setValue,
    insert: text.insert,
  });
  const drop = useImageDrop(onUploadImage ? upload.uploadAll : undefined);

  const helperId = `${id}-helper`;
  // Only the length: nothing on the typing path walks the text.
  const counted =
    maxLength !== undefined && value.length >= maxLength * COUNTER_FROM;
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const invalid = error || tooLong;
  // `length`, not `count`: i18next reserves `count` for plurals (a number).
  const counts = counted && {
    length: value.length.toLocaleString(),
    max: maxLength.toLocaleString(),
  };
  const helper = counts ? (
    <CountedHelperText
      message={
        tooLong ? (
          <span role="alert">{t('components.editor.tooLong', counts)}</span>
        ) : (
          helperText
        )
      }
      counter={t('components.editor.counter', counts)}
    />
  ) : (
    helperText
  );
  const paperClass = [
    classes.paper,
    invalid && classes.invalid,
    drop.dragging && classes.dragging,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl
      fullWidth
      error={invalid}
      required={required}
      disabled={disabled}
    >
      <FormLabel htmlFor={id} className={classes.label}>
        {label}
      </FormLabel>
      <Paper variant="outlined" className={paperClass}>
        <div className={classes.header}>
          <EditorTabs
            id={id}
            mode={mode}
            onChange={setMode}
            className={compact ? classes.compactTabs : classes.tabs}
          />
          <EditorToolbar
            disabled={disabled || mode !== 'write'}
            onCommand={text.command}
            onPickImage={
              onUploadImage ? () => fileRef.current?.click() : undefined
            }
          />
        </div>
        <div
          role="tabpanel"
          id={`${id}-write-panel`}
          aria-labelledby={`${id}-write`}
          hidden={mode !== 'write'}
        >
          <InputBase
            id={id}
            inputRef={text.textareaRef}
            multiline
            fullWidth
            // Not MUI's autosize textarea: see AutoGrowTextarea.
            inputComponent={AutoGrowTextarea}
            rows={minRows}
            value={value}
            placeholder={placeholder}
            onChange={e => {
              text.setValue(e.target.value);
              mention.trackCaret(e.target as HTMLTextAreaElement);
            }}
            onKeyDown={e => {
              if (!mention.onKeyDown(e)) text.onKeyDown(e);
            }}
            onBlur={mention.onBlur}
            {...drop.handlers}
            className={[classes.input, compact && classes.compactInput]
              .filter(Boolean)
              .join(' ')}
            inputProps={{
              maxRows,
              'aria-describedby': helper ? helperId : undefined,
              ...mention.inputProps,
              // Also after the cursor moves by click or arrow key.
              onSelect: (e: SyntheticEvent<HTMLTextAreaElement>) =>
                mention.trackCaret(e.currentTarget),
            }}
          />
          <MentionList picker={mention} />
        </div>
        <EditorPreview
          id={id}
          value={value}
          shown={mode === 'preview'}
          className={compact ? classes.compactPreview : classes.preview}
        />
        <UploadProgress names={upload.pending} className={classes.status} />
      </Paper>
      {onUploadImage && (
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('components.editor.imageFile')}
          onChange={e => {
            upload.uploadAll(e.target.files);
            e.target.value = ''; // allow picking the same file again
          }}
        />
      )}
      {upload.error && (
        <Alert
          severity="error"
          onClose={upload.clearError}
          closeText={t('components.editor.dismiss')}
        >
          {upload.error}
        </Alert>
      )}
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
