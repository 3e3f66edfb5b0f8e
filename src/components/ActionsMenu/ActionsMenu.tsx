import { useId, useRef, useState, type ReactNode } from 'react';
import IconButton from '@material-ui/core/IconButton';
import ListItemIcon from '@material-ui/core/ListItemIcon';
import Menu from '@material-ui/core/Menu';
import MenuItem from '@material-ui/core/MenuItem';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import DeleteIcon from '@material-ui/icons/Delete';
import EditIcon from '@material-ui/icons/Edit';
import LinkIcon from '@material-ui/icons/Link';
import MoreVertIcon from '@material-ui/icons/MoreVert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCopyLink } from './useCopyLink';

const useStyles = makeStyles(theme => ({
  root: { display: 'inline-flex', alignItems: 'center' },
  confirmation: { marginLeft: theme.spacing(0.5) },
}));

/** What the menu acts on; names its button ("More actions for this answer"). @public */
export type ActionsMenuSubject = 'post' | 'answer' | 'comment';

/** A feature's own menu entry, e.g. "Close as duplicate". @public */
export interface ActionsMenuAction {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
}

/** @public */
export interface ActionsMenuProps {
  subject: ActionsMenuSubject;
  /** Adds "Edit"; pass it only when the person may edit. */
  onEdit?: () => void;
  /** Adds "Delete"; pass it only when the person may delete. */
  onDelete?: () => void;
  /** The item's address, relative or absolute; adds "Copy link". */
  copyUrl?: string;
  /** More entries, after Edit and Delete; pass only those the person may use. */
  actions?: ActionsMenuAction[];
}

/**
 * The less frequent actions of a post, answer or comment (Edit, Delete,
 * Copy link) behind one "More actions" button, so threads stay quiet. Only
 * the items passed are shown, and nothing at all when there are none.
 * MUI's menu gives the keyboard behaviour: arrows move, Escape closes and
 * focus returns to the button.
 * @public
 */
export function ActionsMenu({
  subject,
  onEdit,
  onDelete,
  copyUrl,
  actions = [],
}: ActionsMenuProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Run after the menu has closed and handed focus back to its button, so an
  // editor or dialog opened by the action keeps the focus it takes.
  const chosen = useRef<() => void>();
  const { copied, copyLink } = useCopyLink();

  const items: ActionsMenuAction[] = [];
  if (onEdit) {
    const label = t('components.actionsMenu.edit');
    items.push({ key: 'edit', label, icon: <EditIcon />, run: onEdit });
  }
  if (onDelete) {
    const label = t('components.actionsMenu.delete');
    items.push({ key: 'delete', label, icon: <DeleteIcon />, run: onDelete });
  }
  items.push(...actions);
  if (items.length === 0 && copyUrl === undefined) return null;

  const close = () => setAnchor(null);

  return (
    <span className={classes.root}>
      <IconButton
        size="small"
        aria-label={t(`components.actionsMenu.more.${subject}`)}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={e => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* Always present, so the confirmation is announced when it appears; a
          live region rather than role="status", as a thread has many menus. */}
      <Typography
        component="span"
        variant="caption"
        color="textSecondary"
        aria-live="polite"
        className={classes.confirmation}
      >
        {copied ? t('components.actionsMenu.linkCopied') : ''}
      </Typography>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        getContentAnchorEl={null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        TransitionProps={{
          onExited: () => {
            const run = chosen.current;
            chosen.current = undefined;
            run?.();
          },
        }}
      >
        {items.map(item => (
          <MenuItem
            key={item.key}
            onClick={() => {
              chosen.current = item.run;
              close();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        {copyUrl !== undefined && (
          <MenuItem
            onClick={() => {
              // Within the click: browsers allow clipboard writes only then.
              copyLink(copyUrl);
              close();
            }}
          >
            <ListItemIcon>
              <LinkIcon />
            </ListItemIcon>
            {t('components.actionsMenu.copyLink')}
          </MenuItem>
        )}
      </Menu>
    </span>
  );
}
