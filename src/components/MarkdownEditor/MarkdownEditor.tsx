import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import FormControl from '@material-ui/core/FormControl';
import FormHelperText from '@material-ui/core/FormHelperText';
import FormLabel from '@material-ui/core/FormLabel';
import InputBase from '@material-ui/core/InputBase';
import LinearProgress from '@material-ui/core/LinearProgress';
import Paper from '@material-ui/core/Paper';
import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { MarkdownView } from '../MarkdownView';
import { EditorToolbar } from './EditorToolbar';
import {
  applyMarkdownCommand,
  insertAtCursor,
  MarkdownCommand,
  TextEdit,
} from './markdownCommands';
import { UploadImage, useImageUpload } from './useImageUpload';

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
  input: {
    padding: theme.spacing(1.5),
    fontFamily: theme.typography.fontFamily,
  },
  preview: { padding: theme.spacing(1.5), minHeight: theme.spacing(12) },
  status: { padding: theme.spacing(0, 1.5, 1) },
}));

/** @public */
export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Height of the textarea in rows before it grows (default 8). */
  minRows?: number;
  placeholder?: string;
  id?: string;
  /** Uploads an image and resolves to its URL; without it images cannot be added. */
  onUploadImage?: UploadImage;
}

/**
 * Markdown textarea with Write/Preview tabs, a formatting toolbar and image
 * upload by paste, drop or file picker. Controlled: the text lives in `value`.
 * @public
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, label, helperText, error, required, disabled } =
    props;
  const { minRows = 8, placeholder, onUploadImage } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const generatedId = useId();
  const id = props.id ?? `markdown-editor-${generatedId}`;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [dragging, setDragging] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // The latest text, also between an edit and the parent's re-render, so
  // back-to-back edits (several uploads finishing) build on each other.
  const valueRef = useRef(value);
  valueRef.current = value;
  const pendingSelection = useRef<[number, number] | null>(null);

  const applyEdit = useCallback(
    (edit: TextEdit) => {
      valueRef.current = edit.value;
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
      onChange(edit.value);
    },
    [onChange],
  );

  const currentEdit = (): TextEdit => {
    const el = textareaRef.current;
    const end = valueRef.current.length;
    return {
      value: valueRef.current,
      selectionStart: el?.selectionStart ?? end,
      selectionEnd: el?.selectionEnd ?? end,
    };
  };

  // Restore the selection once the parent has rendered the new text.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (el && pendingSelection.current && el.value === value) {
      el.focus();
      el.setSelectionRange(...pendingSelection.current);
      pendingSelection.current = null;
    }
  }, [value]);

  const setValue = useCallback(
    (next: string) => {
      valueRef.current = next;
      onChange(next);
    },
    [onChange],
  );
  const upload = useImageUpload({
    onUploadImage,
    getValue: () => valueRef.current,
    onChange: setValue,
    insert: text => applyEdit(insertAtCursor(currentEdit(), text)),
  });

  const command = (c: MarkdownCommand) =>
    applyEdit(applyMarkdownCommand(c, currentEdit()));

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    const shortcut = ({ b: 'bold', i: 'italic', k: 'link' } as const)[
      e.key.toLowerCase()
    ];
    if (shortcut) {
      e.preventDefault();
      command(shortcut);
    }
  };

  const imagesOf = (files: FileList | undefined) =>
    Array.from(files ?? []).filter(f => f.type.startsWith('image/'));

  const onPaste = (e: ClipboardEvent) => {
    const images = imagesOf(e.clipboardData?.files);
    if (onUploadImage && images.length > 0) {
      e.preventDefault();
      upload.uploadAll(images);
    }
  };
  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (onUploadImage && e.dataTransfer?.files.length) {
      e.preventDefault();
      upload.uploadAll(e.dataTransfer.files);
    }
  };

  const helperId = `${id}-helper`;
  const paperClass = [
    classes.paper,
    error && classes.invalid,
    dragging && classes.dragging,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl
      fullWidth
      error={error}
      required={required}
      disabled={disabled}
    >
      <FormLabel htmlFor={id} className={classes.label}>
        {label}
      </FormLabel>
      <Paper variant="outlined" className={paperClass}>
        <div className={classes.header}>
          <Tabs
            value={tab}
            onChange={(_, v) => setTab(v)}
            aria-label={t('components.editor.modes')}
            indicatorColor="primary"
            className={classes.tabs}
          >
            <Tab
              value="write"
              label={t('components.editor.write')}
              id={`${id}-write`}
              aria-controls={`${id}-write-panel`}
            />
            <Tab
              value="preview"
              label={t('components.editor.preview')}
              id={`${id}-preview`}
              aria-controls={`${id}-preview-panel`}
            />
          </Tabs>
          <EditorToolbar
            disabled={disabled || tab !== 'write'}
            onCommand={command}
            onPickImage={
              onUploadImage ? () => fileRef.current?.click() : undefined
            }
          />
        </div>
        <div
          role="tabpanel"
          id={`${id}-write-panel`}
          aria-labelledby={`${id}-write`}
          hidden={tab !== 'write'}
        >
          <InputBase
            id={id}
            inputRef={textareaRef}
            multiline
            fullWidth
            minRows={minRows}
            value={value}
            placeholder={placeholder}
            onChange={e => setValue(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
            onDragOver={() => {
              if (onUploadImage) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            className={classes.input}
            inputProps={{
              'aria-describedby': helperText ? helperId : undefined,
            }}
          />
        </div>
        <div
          role="tabpanel"
          id={`${id}-preview-panel`}
          aria-labelledby={`${id}-preview`}
          hidden={tab !== 'preview'}
          className={classes.preview}
        >
          {tab === 'preview' &&
            (value.trim() ? (
              <MarkdownView content={value} />
            ) : (
              <Typography color="textSecondary">
                {t('components.editor.nothingToPreview')}
              </Typography>
            ))}
        </div>
        {upload.pending.length > 0 && (
          <div role="status" className={classes.status}>
            <Typography variant="caption">
              {upload.pending
                .map(n => t('components.editor.uploading', { name: n }))
                .join(' ')}
            </Typography>
            <LinearProgress />
          </div>
        )}
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
      {helperText && (
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
