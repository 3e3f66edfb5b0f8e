import { useEffect, useState } from 'react';
import { identityApiRef, useApiHolder } from '@backstage/core-plugin-api';

/**
 * The signed-in user's entity ref, lower-cased as the backend stores refs,
 * once the identity API has told it; undefined before that or in an app
 * without one (the holder lookup keeps the identity API optional). Compare
 * refs with `sameRef`.
 */
export function useSignedInUserRef(): string | undefined {
  const identityApi = useApiHolder().get(identityApiRef);
  const [ref, setRef] = useState<string>();
  useEffect(() => {
    if (!identityApi) return undefined;
    let active = true;
    identityApi
      .getBackstageIdentity()
      .then(identity => {
        if (active) setRef(identity.userEntityRef.toLocaleLowerCase('en-US'));
      })
      // No identity means nobody is known to be "you": nothing is hidden.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [identityApi]);
  return ref;
}

/** Entity refs compare case-insensitively, as the catalog and backend do. */
export const sameRef = (a: string | undefined, b: string | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');
