import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import DeleteIcon from '@material-ui/icons/Delete';
import EditIcon from '@material-ui/icons/Edit';
import LinkIcon from '@material-ui/icons/Link';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { CopyLinkButton } from '../../../components/ActionsMenu';
import { EntityChips } from '../../../components/EntityChips';
import { TagChips } from '../../../components/TagChips';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(2),
    padding: theme.spacing(2, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  text: { flex: '1 1 320px', minWidth: 0 },
  chips: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    marginTop: theme.spacing(1),
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
}));

export interface TemplateRowProps {
  template: Template;
  onEdit: () => void;
  onDelete: () => void;
}

/** One template in the admin list: what it is, its chips and its actions. */
export function TemplateRow({ template, onEdit, onDelete }: TemplateRowProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  // Copied to share with those who ask, so it does not depend on whether
  // the moderator may ask (unlike the create buttons, `useCreateLinks`).
  const askLink = links.createPost('question', { template: template.id });
  const name = { title: template.title };
  return (
    <li className={classes.row}>
      <div className={classes.text}>
        <Typography variant="subtitle1" component="h3">
          {template.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {template.description || t('templates.admin.noDescription')}
        </Typography>
        {(template.tags.length > 0 || template.entities.length > 0) && (
          <div className={classes.chips}>
            <TagChips tags={template.tags} href={links.tag} size="small" />
            <EntityChips
              entities={template.entities}
              href={links.entity}
              size="small"
            />
          </div>
        )}
      </div>
      <div className={classes.actions}>
        {askLink && (
          <CopyLinkButton
            url={askLink}
            startIcon={<LinkIcon />}
            aria-label={t('templates.admin.copyLinkLabel', name)}
            label={t('templates.admin.copyLink')}
            copiedLabel={t('templates.admin.linkCopied')}
          />
        )}
        <Button
          size="small"
          startIcon={<EditIcon />}
          aria-label={t('templates.admin.editLabel', name)}
          onClick={onEdit}
        >
          {t('templates.admin.edit')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteIcon />}
          aria-label={t('templates.admin.deleteLabel', name)}
          onClick={onDelete}
        >
          {t('templates.admin.delete')}
        </Button>
      </div>
    </li>
  );
}
