import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Typography from '@material-ui/core/Typography';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Collection, CollectionRequest } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { EmptyPanel, QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { useDraftForm } from '../../../components/Form';
import { useUpdateCollectionMutation } from '../collectionsApi';
import { useRoutedCollection } from '../useRoutedCollection';
import { CollectionForm, type CollectionFormValues } from './CollectionForm';

function EditForm({ collection }: { collection: Collection }) {
  const navigate = useNavigate();
  const links = useAgoraLinks();
  const view = links.collection(collection.id) ?? links.home;
  const baseline = useMemo<CollectionFormValues>(
    () => ({
      title: collection.title,
      content: collection.description ?? '',
      headerImage: collection.headerImage ?? '',
      images: collection.images,
    }),
    [collection],
  );
  const form = useDraftForm(`collection:edit:${collection.id}`, baseline);
  const [updateCollection, updated] = useUpdateCollectionMutation();
  const submit = async (request: CollectionRequest) => {
    await updateCollection({ id: collection.id, ...request }).unwrap();
    form.discard();
    navigate(view);
  };
  return (
    <CollectionForm
      form={form}
      mode="edit"
      onSubmit={submit}
      submitting={updated.isLoading}
      error={updated.error}
      cancelHref={view}
    />
  );
}

/**
 * `/collections/:id/edit`: the collection form with the current values,
 * for its curator and moderators (the server's `canEdit`).
 * @public
 */
export function EditCollectionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const { result, notFound } = useRoutedCollection();
  if (notFound) {
    return <NotFoundPanel description={t('collections.page.notFound')} />;
  }
  return (
    <QueryState result={result}>
      {collection =>
        collection.canEdit ? (
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('collections.form.editHeading')}
            </Typography>
            <EditForm collection={collection} />
          </>
        ) : (
          <EmptyPanel
            headingLevel={2}
            title={t('collections.form.notAllowedTitle')}
            description={t('collections.form.notAllowedDescription')}
            action={
              <Link to={links.collection(collection.id) ?? links.home}>
                {collection.title}
              </Link>
            }
          />
        )
      }
    </QueryState>
  );
}
