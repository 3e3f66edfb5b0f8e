import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { LinkChips } from '../LinkChips';
import { readableEntityName } from '../../utils/entityRefs';

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
 * display title when known (else a name derived from the ref; the full ref is
 * the hover text).
 * @public
 */
export function EntityChips({ entities, href, size, label }: EntityChipsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const items = entities.map(entity => {
    const { entityRef, title } =
      typeof entity === 'string'
        ? { entityRef: entity, title: undefined }
        : entity;
    return {
      key: entityRef,
      label: title || readableEntityName(entityRef),
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
