import { Fragment } from 'react';
import Dialog from '@material-ui/core/Dialog';
import DialogActions from '@material-ui/core/DialogActions';
import DialogContent from '@material-ui/core/DialogContent';
import DialogTitle from '@material-ui/core/DialogTitle';
import Button from '@material-ui/core/Button';
import Table from '@material-ui/core/Table';
import TableBody from '@material-ui/core/TableBody';
import TableCell from '@material-ui/core/TableCell';
import TableHead from '@material-ui/core/TableHead';
import TableRow from '@material-ui/core/TableRow';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCreateLinks } from '../permissions/useCreateLinks';
import { SHORTCUTS } from './shortcuts';

const useStyles = makeStyles(theme => ({
  key: {
    display: 'inline-block',
    minWidth: theme.spacing(3),
    padding: theme.spacing(0, 0.75),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    fontFamily: 'monospace',
    textAlign: 'center',
  },
  then: { margin: theme.spacing(0, 0.5) },
}));

/**
 * The help that `?` opens: every shortcut with its keys, but `a` only for
 * those who may ask (it does nothing for the others).
 */
export function ShortcutsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const mayAsk = Boolean(useCreateLinks().createPost('question'));
  const shown = SHORTCUTS.filter(({ action }) => action !== 'ask' || mayAsk);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="agora-shortcuts">
      <DialogTitle id="agora-shortcuts">{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" paragraph>
          {t('shortcuts.hint')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('shortcuts.keyColumn')}</TableCell>
              <TableCell>{t('shortcuts.actionColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell>
                  {keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && (
                        <span className={classes.then}>
                          {t('shortcuts.then')}
                        </span>
                      )}
                      <kbd className={classes.key}>{key}</kbd>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{t(`shortcuts.action.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
