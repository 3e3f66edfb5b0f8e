import { useEffect } from 'react';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { readableEntityName } from '../../utils/entityRefs';
import type { useMentionPicker } from './useMentionPicker';

const useStyles = makeStyles(theme => ({
  root: {
    margin: theme.spacing(0, 1.5, 1),
    maxHeight: theme.spacing(36),
    overflowY: 'auto',
  },
  list: { listStyle: 'none', margin: 0, padding: theme.spacing(0.5, 0) },
  option: {
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 1.5),
    cursor: 'pointer',
    '&[aria-selected="true"]': {
      backgroundColor: theme.palette.action.selected,
    },
  },
  status: { padding: theme.spacing(1, 1.5) },
}));

/**
 * The people and groups offered for the mention being typed, below the
 * text. The focus stays in the textarea, which points at the active option
 * (`aria-activedescendant`); while searching or when nothing matches, a
 * status line says so instead of an empty list.
 */
export function MentionList(props: {
  picker: ReturnType<typeof useMentionPicker>;
}) {
  const { picker } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const activeId = picker.items.length ? picker.optionId(picker.active) : '';

  useEffect(() => {
    // Not in jsdom, hence the optional call.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  if (!picker.open) return null;
  if (picker.items.length === 0) {
    return (
      <Paper variant="outlined" className={classes.root}>
        <Typography
          role="status"
          variant="body2"
          color="textSecondary"
          className={classes.status}
        >
          {picker.loading
            ? t('components.editor.mentionsLoading')
            : t('components.editor.mentionsNone')}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" className={classes.root}>
      <ul
        role="listbox"
        id={picker.listboxId}
        aria-label={t('components.editor.mentions')}
        aria-busy={picker.loading}
        className={classes.list}
      >
        {picker.items.map((option, index) => (
          // The keys are the textarea's (useMentionPicker): focus never comes here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.entityRef}
            id={picker.optionId(index)}
            role="option"
            aria-selected={index === picker.active}
            className={classes.option}
            // Keep the focus (and the cursor) in the text.
            onMouseDown={e => e.preventDefault()}
            onMouseEnter={() => picker.setActive(index)}
            onClick={() => picker.pick(option)}
          >
            <Typography component="span" variant="body2">
              {option.title || readableEntityName(option.entityRef)}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              color="textSecondary"
            >
              {option.entityRef}
            </Typography>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
