import Typography from '@material-ui/core/Typography';
import { useNavigate } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { CollectionRequest } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PermissionGate } from '../../permissions/PermissionGate';
import {
  DraftRestoredNotice,
  useDraftForm,
  useDraftOnArrival,
} from '../../../components/Form';
import { useCreateCollectionMutation } from '../collectionsApi';
import { CollectionForm, EMPTY_COLLECTION_FORM } from './CollectionForm';

/** The draft id of the create form. */
export const CREATE_COLLECTION_FORM = 'collection:create';

/**
 * `/collections/create`: a new collection; saving leads to its page. Those
 * the backend does not let create collections get a "not allowed" panel.
 * @public
 */
export function CreateCollectionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <PermissionGate
      capability="createCollection"
      title={t('permissions.notAllowed')}
      description={t('permissions.createCollection')}
    >
      <CreateCollectionForm />
    </PermissionGate>
  );
}

function CreateCollectionForm() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const navigate = useNavigate();
  const links = useAgoraLinks();
  const hadDraft = useDraftOnArrival(CREATE_COLLECTION_FORM);
  const form = useDraftForm(CREATE_COLLECTION_FORM, EMPTY_COLLECTION_FORM);
  const [createCollection, created] = useCreateCollectionMutation();

  const submit = async (request: CollectionRequest) => {
    const collection = await createCollection(request).unwrap();
    form.discard();
    navigate(links.collection(collection.id) ?? links.home);
  };

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('collections.form.createHeading')}
      </Typography>
      <DraftRestoredNotice form={form} restored={hadDraft} />
      <CollectionForm
        form={form}
        mode="create"
        onSubmit={submit}
        submitting={created.isLoading}
        error={created.error}
        cancelHref={links.collections ?? links.home}
      />
    </>
  );
}
