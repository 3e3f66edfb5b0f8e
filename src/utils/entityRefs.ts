import { DEFAULT_NAMESPACE, parseEntityRef } from '@backstage/catalog-model';

/**
 * A readable name for an entity ref when no catalog title is known:
 * `user:default/jane.doe` → `jane.doe`, `component:payments/api` →
 * `payments/api` (the namespace is kept when it is not the default, since
 * names only need to be unique within a namespace).
 * @public
 */
export function readableEntityName(ref: string): string {
  try {
    const { namespace, name } = parseEntityRef(ref, { defaultKind: 'user' });
    return namespace === DEFAULT_NAMESPACE ? name : `${namespace}/${name}`;
  } catch {
    // Not a ref (free text from an old post): show it as it is.
    return ref;
  }
}

/** Up to two initials for an avatar: `jane.doe` → `JD`. @public */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map(w => w[0]!.toUpperCase())
    .join('');
}
