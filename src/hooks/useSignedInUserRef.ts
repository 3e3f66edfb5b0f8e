import { useEffect, useState } from 'react';
import { identityApiRef, useApiHolder } from '@backstage/core-plugin-api';
import { canonicalRef } from '../api/types';

/**
 * The signed-in user's entity ref, in the form the backend stores refs,
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
        if (active) setRef(canonicalRef(identity.userEntityRef));
      })
      // No identity means nobody is known to be "you": nothing is hidden.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [identityApi]);
  return ref;
}

/**
 * Entity refs compare as the catalog and backend compare them: in any case,
 * with or without the default namespace (`canonicalRef`).
 */
export const sameRef = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && canonicalRef(a) === canonicalRef(b);
