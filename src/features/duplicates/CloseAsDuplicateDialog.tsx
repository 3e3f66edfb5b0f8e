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
import { agoraTranslationRef } from '../../translation';
import {
  SIMILAR_LIMIT,
  useSimilarQuestions,
} from '../questions/SimilarQuestions/useSimilarQuestions';
import { useCloseAsDuplicateMutation } from './duplicatesApi';

const useStyles = makeStyles(theme => ({
  search: { margin: theme.spacing(2, 0, 1) },
  results: { minHeight: theme.spacing(10) },
}));

/**
 * The search box and the questions it finds: similar questions by the
 * words typed (the question's own title at first), best match first,
 * without the question itself and questions already closed. Mounted only
 * while the dialog is open, so nothing is searched before someone asks.
 */
function OriginalPicker(props: {
  post: DuplicateCandidate;
  picked: number | undefined;
  onPick: (id: number) => void;
}) {
  const { post, picked, onPick } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const resultsLabel = useId();
  // MUI v4 ties the label to the box only through an id.
  const searchId = useId();
  const [search, setSearch] = useState(post.title);
  // Searched by its own title, the question itself is the best match: one
  // more keeps as many to pick from.
  const found = useSimilarQuestions(search, SIMILAR_LIMIT + 1);
  const candidates = found
    .filter(candidate => candidate.id !== post.id && !candidate.duplicateOf)
    .slice(0, SIMILAR_LIMIT);
  return (
    <>
      <TextField
        className={classes.search}
        id={searchId}
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
        {candidates.length === 0 ? (
          <Typography color="textSecondary">
            {t('duplicates.dialog.noResults')}
          </Typography>
        ) : (
          <RadioGroup
            aria-labelledby={resultsLabel}
            value={picked === undefined ? '' : String(picked)}
            onChange={e => onPick(Number(e.target.value))}
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
    </>
  );
}

/** What the dialog needs of the question: the review queue has no more. */
type DuplicateCandidate = Pick<Post, 'id' | 'title'>;

export interface CloseAsDuplicateDialogProps {
  post: DuplicateCandidate;
  open: boolean;
  /** On cancel and after closing; the dialog is done either way. */
  onClose: () => void;
  /** Once the server closed the question, before `onClose`. */
  onClosed?: () => void;
}

/**
 * Picks the original of a question by search, then closes the question as
 * its duplicate (the server refuses a closed original or the question
 * itself too). A refusal stays in the dialog with the pick, so it can be
 * changed and tried again.
 */
export function CloseAsDuplicateDialog({
  post,
  open,
  onClose,
  onClosed,
}: CloseAsDuplicateDialogProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [picked, setPicked] = useState<number>();
  const [error, setError] = useState<string>();
  const [close, closing] = useCloseAsDuplicateMutation();

  const onConfirm = async () => {
    if (picked === undefined) {
      setError(t('duplicates.dialog.pickFirst'));
      return;
    }
    setError(undefined);
    try {
      await close({ id: post.id, originalId: picked }).unwrap();
      onClosed?.();
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
      <OriginalPicker post={post} picked={picked} onPick={setPicked} />
    </ConfirmDialog>
  );
}
