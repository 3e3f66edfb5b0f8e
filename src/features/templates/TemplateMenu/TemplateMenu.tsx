import { useId, useState } from 'react';
import Button from '@material-ui/core/Button';
import ListItemText from '@material-ui/core/ListItemText';
import Menu from '@material-ui/core/Menu';
import MenuItem from '@material-ui/core/MenuItem';
import { makeStyles } from '@material-ui/core/styles';
import ArrowDropDownIcon from '@material-ui/icons/ArrowDropDown';
import DescriptionOutlinedIcon from '@material-ui/icons/DescriptionOutlined';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  item: { maxWidth: 480, whiteSpace: 'normal' },
  root: { marginBottom: theme.spacing(1) },
}));

export interface TemplateMenuProps {
  templates: Template[];
  /** The template the form was last filled from, shown on the button. */
  chosen?: Template;
  onPick: (template: Template) => void;
}

/**
 * "Start from a template": one button above the ask form opening a menu of
 * the templates with their descriptions. MUI's menu gives the keyboard
 * behaviour: arrows move, Enter picks, Escape closes and returns focus.
 */
export function TemplateMenu({ templates, chosen, onPick }: TemplateMenuProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div className={classes.root}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DescriptionOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={e => setAnchor(e.currentTarget)}
      >
        {chosen
          ? t('templates.ask.chosen', { title: chosen.title })
          : t('templates.ask.choose')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        getContentAnchorEl={null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        MenuListProps={{ 'aria-label': t('templates.ask.menuLabel') }}
      >
        {templates.map(template => (
          <MenuItem
            key={template.id}
            className={classes.item}
            selected={template.id === chosen?.id}
            onClick={() => {
              setAnchor(null);
              onPick(template);
            }}
          >
            <ListItemText
              primary={template.title}
              secondary={template.description || undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
