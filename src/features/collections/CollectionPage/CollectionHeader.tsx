import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import DeleteIcon from '@material-ui/icons/Delete';
import EditIcon from '@material-ui/icons/Edit';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Collection } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { MarkdownView } from '../../../components/MarkdownView';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { isHeaderImageUrl } from '../../../components/Form/formValues';
import { useDeleteCollectionMutation } from '../collectionsApi';
import { CollectionCounts } from './CollectionCounts';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  // The article header's frame, so the page does not move when it loads.
  image: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/**
 * A collection's header: image, title, curator, counts, description and
 * what the reader may do with it (follow; edit and delete for its curator
 * or a moderator, deleting with a reason).
 */
export function CollectionHeader({
  collection,
  follow,
}: {
  collection: Collection;
  /** The Follow toggle. */
  follow?: React.ReactNode;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const navigate = useNavigate();
  const [deleteCollection, deletion] = useDeleteCollectionMutation();
  const deleting = useReasonedDelete({
    remove: reason => deleteCollection({ id: collection.id, reason }).unwrap(),
    failedMessage: t('collections.page.deleteFailed'),
    onDeleted: () => navigate(links.collections ?? links.home),
  });
  const edit = links.editCollection(collection.id);

  return (
    <header className={classes.root}>
      {collection.headerImage && isHeaderImageUrl(collection.headerImage) && (
        // Decorative: the title below says what the collection is.
        <img src={collection.headerImage} alt="" className={classes.image} />
      )}
      <Typography variant="h4" component="h2">
        {collection.title}
      </Typography>
      <div className={classes.meta}>
        <Typography variant="body2" color="textSecondary" component="span">
          {t('collections.page.owner')}{' '}
          <AuthorLink author={collection.owner} href={links.user} />
        </Typography>
        <CollectionCounts collection={collection} />
      </div>
      <div
        className={classes.actions}
        role="group"
        aria-label={t('collections.page.actions')}
      >
        {follow}
        {collection.canEdit && edit && (
          <Button
            component={RouterLink}
            role={undefined}
            to={edit}
            variant="outlined"
            startIcon={<EditIcon aria-hidden />}
          >
            {t('collections.page.edit')}
          </Button>
        )}
        {collection.canDelete && (
          <Button
            variant="outlined"
            startIcon={<DeleteIcon aria-hidden />}
            onClick={deleting.start}
          >
            {t('collections.page.delete')}
          </Button>
        )}
      </div>
      {collection.description && (
        <MarkdownView content={collection.description} />
      )}
      <DeleteDialog
        title={t('collections.page.deleteTitle')}
        message={t('collections.page.deleteMessage')}
        confirmLabel={t('collections.page.deleteConfirm')}
        {...deleting.dialog}
        pending={deletion.isLoading}
      />
    </header>
  );
}
