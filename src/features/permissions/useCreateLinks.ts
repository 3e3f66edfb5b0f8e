import { type CreateScope, useAgoraLinks } from '../../hooks/useAgoraLinks';
import type { PostType } from '../../api/types';
import { useCapability } from './permissionsApi';

/** The create forms someone may use; see {@link useCreateLinks}. */
export interface CreateLinks {
  /** A type's create form prefilled with `scope`; undefined when not allowed or not known. */
  createPost(type: PostType, scope?: CreateScope): string | undefined;
  /** The create-collection form; undefined when not allowed or not known. */
  createCollection: string | undefined;
}

/**
 * The addresses of the create forms for the buttons, menus and shortcuts
 * that offer them: each only where its page exists (`useAgoraLinks`) and
 * the backend lets the signed-in person create (`agora.post.create`,
 * `agora.collection.create`), so no one is offered a form they could not
 * save. Unknown permissions offer nothing (`useCapability`).
 */
export function useCreateLinks(): CreateLinks {
  const links = useAgoraLinks();
  const posts = useCapability('createPost').allowed;
  const collections = useCapability('createCollection').allowed;
  return {
    createPost: (type, scope) =>
      posts ? links.createPost(type, scope) : undefined,
    createCollection: collections ? links.createCollection : undefined,
  };
}
