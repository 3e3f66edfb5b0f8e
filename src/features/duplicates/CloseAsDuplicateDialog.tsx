import { useId, useState } from 'react';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import Radio from '@material-ui/core/Radio';
import RadioGroup from '@material-ui/core/RadioGroup';
import TextField from '@material-ui/core/TextField';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import type { Post } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { agoraTranslationRef } from '../../translation';
import { useGetPostsQuery } from '../posts/postsApi';
import { useCloseAsDuplicateMutation } from './duplicatesApi';

const SEARCH_PAUSE_MS = 300;
const RESULTS = 8;

const useStyles = makeStyles(theme => ({
  search: { margin: theme.spacing(2, 0, 1) },
  results: { minHeight: theme.spacing(10) },
}));

export interface CloseAsDuplicateDialogProps {
  post: Post;
  open: boolean;
  onClose: () => void;
}

/**
 * Picks the original of a question by search, then closes the question as
 * its duplicate. Questions already closed, and the question itself, are
 * not offered (the server refuses them too). A refusal stays in the dialog
 * with the pick, so it can be changed and tried again.
 */
export function CloseAsDuplicateDialog({
  post,
  open,
  onClose,
}: CloseAsDuplicateDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const resultsLabel = useId();
  const [search, setSearch] = useState(post.title);
  const [picked, setPicked] = useState<number>();
  const [error, setError] = useState<string>();
  const [close, closing] = useCloseAsDuplicateMutation();
  const searchQuery = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const found = useGetPostsQuery(
    { type: 'question', searchQuery: searchQuery || undefined, limit: RESULTS },
    { skip: !open },
  );
  const candidates = (found.data?.posts ?? []).filter(
    candidate => candidate.id !== post.id && !candidate.duplicateOf,
  );

  const onConfirm = async () => {
    if (picked === undefined) {
      setError(t('duplicates.dialog.pickFirst'));
      return;
    }
    setError(undefined);
    try {
      await close({ id: post.id, originalId: picked }).unwrap();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('duplicates.dialog.title')}
      message={t('duplicates.dialog.message')}
      confirmLabel={t('duplicates.dialog.confirm')}
      onConfirm={onConfirm}
      onCancel={onClose}
      pending={closing.isLoading}
      error={error}
    >
      <TextField
        className={classes.search}
        label={t('duplicates.dialog.search')}
        value={search}
        onChange={e => setSearch(e.target.value)}
        variant="outlined"
        size="small"
        fullWidth
      />
      <div className={classes.results}>
        <Typography id={resultsLabel} variant="subtitle2" component="h3">
          {t('duplicates.dialog.results')}
        </Typography>
        {found.isSuccess && candidates.length === 0 ? (
          <Typography color="textSecondary">
            {t('duplicates.dialog.noResults')}
          </Typography>
        ) : (
          <RadioGroup
            aria-labelledby={resultsLabel}
            value={picked === undefined ? '' : String(picked)}
            onChange={e => setPicked(Number(e.target.value))}
          >
            {candidates.map(candidate => (
              <FormControlLabel
                key={candidate.id}
                value={String(candidate.id)}
                control={<Radio />}
                label={candidate.title}
              />
            ))}
          </RadioGroup>
        )}
      </div>
    </ConfirmDialog>
  );
}
