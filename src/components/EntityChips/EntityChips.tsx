import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { LinkChips } from '../LinkChips';
import { readableEntityName } from '../../utils/entityRefs';
import { useCatalogPresentations } from '../../hooks/useCatalogPresentations';

/** An entity ref, optionally with the catalog's display title. @public */
export type EntityChipValue = string | { entityRef: string; title?: string };

/** @public */
export interface EntityChipsProps {
  entities: EntityChipValue[];
  /** The entity's page in Agora, e.g. `/agora/entities/{ref}`. */
  href: (entityRef: string) => string;
  size?: 'small' | 'medium';
  /** Accessible name of the list (default "Entities"). */
  label?: string;
}

/**
 * Catalog entities as chips linking to their Agora pages, labelled with the
 * given title, else the catalog's, else a name derived from the ref (the full
 * ref is the hover text).
 * @public
 */
export function EntityChips({ entities, href, size, label }: EntityChipsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const values = entities.map(entity =>
    typeof entity === 'string'
      ? { entityRef: entity, title: undefined }
      : entity,
  );
  const catalog = useCatalogPresentations(
    values.filter(v => !v.title).map(v => v.entityRef),
  );
  const items = values.map(({ entityRef, title }) => {
    return {
      key: entityRef,
      label:
        title || catalog[entityRef]?.title || readableEntityName(entityRef),
      to: href(entityRef),
      title: entityRef,
    };
  });
  return (
    <LinkChips
      label={label ?? t('components.chips.entities')}
      size={size}
      items={items}
    />
  );
}
