import { stringifyEntityRef } from '@backstage/catalog-model';
import { useEntity } from '@backstage/plugin-catalog-react';
import { AgoraExtensionProvider } from '../../../components/AgoraExtensionProvider';
import { PostList } from '../../posts/PostList';

/**
 * The entity page owns its URL (the inspect dialog's `?inspect=`, other
 * plugins' keys): the tab's filters live beside them under this prefix.
 */
const URL_PARAM_PREFIX = 'agora.';

/**
 * The "Q&A" tab of a catalog entity's page: every post about the entity, of
 * every type, with Ask / Write / Share prefilled with it. Outside Agora's
 * page, so it brings the app's Agora store and the page table itself.
 */
export function EntityAgoraContent() {
  const { entity } = useEntity();
  const ref = stringifyEntityRef(entity);
  return (
    <AgoraExtensionProvider>
      <PostList
        listId={`entityTab:${ref}`}
        defaults={{ entities: [ref] }}
        urlParamPrefix={URL_PARAM_PREFIX}
      />
    </AgoraExtensionProvider>
  );
}
