import { parseEntityRef } from '@backstage/catalog-model';
import type { CatalogPresentation } from '../../hooks/catalogPresentation';
import { readableEntityName } from '../../utils/entityRefs';

/** The catalog's title, else a name read from the ref. */
export const entityTitle = (ref: string, catalog?: CatalogPresentation) =>
  catalog?.title ?? readableEntityName(ref);

/** The kind as the catalog spells it (`Component`), else as the ref does. */
export function entityKindLabel(ref: string, catalog?: CatalogPresentation) {
  if (catalog?.kind) return catalog.kind;
  try {
    return parseEntityRef(ref).kind;
  } catch {
    return undefined;
  }
}
