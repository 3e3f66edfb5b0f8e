import { useParams } from 'react-router-dom';
import { isAgoraApiError } from '../../api/errors';
import { parseId } from '../../utils/parseId';
import { useGetCollectionQuery } from './collectionsApi';

/**
 * The collection the address names (`:id`), for its page and its edit page.
 * `notFound`: an id that cannot exist, or the server's 404.
 */
export function useRoutedCollection() {
  const id = parseId(useParams().id);
  const result = useGetCollectionQuery(id ?? 0, { skip: id === undefined });
  const notFound =
    id === undefined ||
    (result.isError &&
      isAgoraApiError(result.error) &&
      result.error.status === 404);
  return { result, notFound };
}
