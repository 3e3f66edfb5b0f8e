import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import Checkbox from '@material-ui/core/Checkbox';
import Dialog from '@material-ui/core/Dialog';
import DialogActions from '@material-ui/core/DialogActions';
import DialogContent from '@material-ui/core/DialogContent';
import DialogContentText from '@material-ui/core/DialogContentText';
import DialogTitle from '@material-ui/core/DialogTitle';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { withReasons } from '../../../api/errors';
import type { Collection, Post } from '../../../api/types';
import { QueryState } from '../../../components/QueryState';
import { useSignedInUserRef } from '../../../hooks/useSignedInUserRef';
import { agoraTranslationRef } from '../../../translation';
import { useCapability } from '../../permissions/permissionsApi';
import { MAX_TITLE_LENGTH } from '../../../components/Form/formValues';
import {
  useAddPostToCollectionMutation,
  useCreateCollectionMutation,
  useGetCollectionQuery,
  useGetCollectionsQuery,
  useRemovePostFromCollectionMutation,
} from '../collectionsApi';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  create: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    marginTop: theme.spacing(2),
  },
  title: { flex: '1 1 16rem' },
}));

/** The most collections one person is expected to curate; all fit one page. */
const OWN_COLLECTIONS_LIMIT = 100;

/**
 * One of the person's collections with a toggle saying whether the post is
 * in it. Its membership comes from the collection's read, which the toggle
 * patches at click time (see collectionsApi).
 */
function CollectionToggle({
  collection,
  post,
}: {
  collection: Collection;
  post: Post;
}) {
  const { data } = useGetCollectionQuery(collection.id);
  const [add, adding] = useAddPostToCollectionMutation();
  const [remove, removing] = useRemovePostFromCollectionMutation();
  const member = Boolean(data?.posts?.some(p => p.id === post.id));
  const arg = { id: collection.id, postId: post.id };
  return (
    <li>
      <FormControlLabel
        control={
          <Checkbox
            checked={member}
            // Until the read arrives the state is unknown; one change at a time.
            disabled={!data || adding.isLoading || removing.isLoading}
            onChange={() => (member ? remove(arg) : add(arg))}
          />
        }
        label={collection.title}
      />
    </li>
  );
}

/** Creates a collection with the typed title and puts the post in it. */
function NewCollection({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [createCollection, created] = useCreateCollectionMutation();
  const [add, adding] = useAddPostToCollectionMutation();
  const busy = created.isLoading || adding.isLoading;
  const trimmed = title.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    setError(undefined);
    try {
      const collection = await createCollection({ title: trimmed }).unwrap();
      await add({ id: collection.id, postId: post.id }).unwrap();
      setTitle('');
      setOpen(false);
    } catch (e) {
      setError(withReasons(t('collections.add.createFailed'), e));
    }
  };

  // The field replaces the button that was clicked: focus follows.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button color="primary" onClick={() => setOpen(true)}>
        {t('collections.add.newCollection')}
      </Button>
    );
  }
  return (
    <form className={classes.create} onSubmit={submit} noValidate>
      <TextField
        id={id}
        className={classes.title}
        label={t('collections.add.newTitle')}
        value={title}
        onChange={e => setTitle(e.target.value)}
        variant="outlined"
        size="small"
        inputRef={field}
        required
        inputProps={{ maxLength: MAX_TITLE_LENGTH }}
      />
      <Button
        type="submit"
        variant="contained"
        color="primary"
        disabled={!trimmed || busy}
      >
        {t('collections.add.create')}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}

/**
 * "Add to collection": the person's collections, each with a toggle that
 * adds the post or takes it out at once, and "New collection…" to create one
 * with the post in it (for those the backend lets create collections).
 */
export function AddToCollectionDialog({
  post,
  open,
  onClose,
}: {
  post: Post;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const me = useSignedInUserRef();
  const canCreate = useCapability('createCollection').allowed;
  const result = useGetCollectionsQuery(
    {
      owner: me,
      orderBy: 'title',
      order: 'asc',
      limit: OWN_COLLECTIONS_LIMIT,
    },
    { skip: !open || !me },
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="add-to-collection"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="add-to-collection">
        {t('collections.add.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('collections.add.description')}
        </DialogContentText>
        <QueryState
          result={result}
          isEmpty={data => data.collections.length === 0}
          empty={{ title: t('collections.add.none'), inline: true }}
        >
          {data => (
            <ul
              className={classes.list}
              aria-label={t('collections.add.title')}
            >
              {data.collections.map(collection => (
                <CollectionToggle
                  key={collection.id}
                  collection={collection}
                  post={post}
                />
              ))}
            </ul>
          )}
        </QueryState>
        {canCreate && <NewCollection post={post} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="primary">
          {t('collections.add.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
