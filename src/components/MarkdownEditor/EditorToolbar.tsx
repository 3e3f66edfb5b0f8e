import type { ReactElement } from 'react';
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import { makeStyles } from '@material-ui/core/styles';
import FormatBoldIcon from '@material-ui/icons/FormatBold';
import FormatItalicIcon from '@material-ui/icons/FormatItalic';
import TitleIcon from '@material-ui/icons/Title';
import LinkIcon from '@material-ui/icons/Link';
import FormatQuoteIcon from '@material-ui/icons/FormatQuote';
import CodeIcon from '@material-ui/icons/Code';
import FormatListBulletedIcon from '@material-ui/icons/FormatListBulleted';
import FormatListNumberedIcon from '@material-ui/icons/FormatListNumbered';
import ImageIcon from '@material-ui/icons/Image';
import type { MarkdownCommand } from './markdownCommands';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

const buttons: Array<{ command: MarkdownCommand; icon: ReactElement }> = [
  { command: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { command: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { command: 'heading', icon: <TitleIcon fontSize="small" /> },
  { command: 'link', icon: <LinkIcon fontSize="small" /> },
  { command: 'quote', icon: <FormatQuoteIcon fontSize="small" /> },
  { command: 'code', icon: <CodeIcon fontSize="small" /> },
  {
    command: 'bulletedList',
    icon: <FormatListBulletedIcon fontSize="small" />,
  },
  {
    command: 'numberedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
  },
];

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.25),
  },
}));

export interface EditorToolbarProps {
  disabled?: boolean;
  onCommand: (command: MarkdownCommand) => void;
  /** Present when images can be uploaded. */
  onPickImage?: () => void;
}

/** The formatting buttons above the markdown textarea. */
export function EditorToolbar({
  disabled,
  onCommand,
  onPickImage,
}: EditorToolbarProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const button = (label: string, icon: ReactElement, onClick: () => void) => (
    <Tooltip key={label} title={label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          // Keep the textarea's selection: a focused button would not lose it,
          // but focusing back would scroll the textarea on some browsers.
          onMouseDown={e => e.preventDefault()}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <div
      role="toolbar"
      aria-label={t('components.editor.toolbar')}
      className={classes.root}
    >
      {buttons.map(({ command, icon }) =>
        button(t(`components.editor.${command}`), icon, () =>
          onCommand(command),
        ),
      )}
      {onPickImage &&
        button(
          t('components.editor.insertImage'),
          <ImageIcon fontSize="small" />,
          onPickImage,
        )}
    </div>
  );
}
