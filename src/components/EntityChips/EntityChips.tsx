import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { LinkChips } from '../LinkChips';
import { EntityKindIcon } from './entityKindIcons';
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
  /** Labels the chips visibly as "Related:" (a post's page), naming the list by it. */
  related?: boolean;
}

/**
 * Catalog entities as chips linking to their Agora pages, labelled with the
 * given title, else the catalog's, else a name derived from the ref (the full
 * ref is the hover text). The kind's icon and the primary colour set them
 * apart from tag chips.
 * @public
 */
export function EntityChips({
  entities,
  href,
  size,
  label,
  related,
}: EntityChipsProps) {
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
      icon: <EntityKindIcon entityRef={entityRef} />,
    };
  });
  return (
    <LinkChips
      label={
        label ??
        t(related ? 'components.chips.related' : 'components.chips.entities')
      }
      showLabel={related}
      size={size}
      color="primary"
      items={items}
    />
  );
}
