import type { ComponentType } from 'react';
import type { SvgIconProps } from '@material-ui/core/SvgIcon';
import ApartmentIcon from '@material-ui/icons/Apartment';
import CategoryIcon from '@material-ui/icons/Category';
import ExtensionIcon from '@material-ui/icons/Extension';
import LibraryAddIcon from '@material-ui/icons/LibraryAdd';
import LocationOnIcon from '@material-ui/icons/LocationOn';
import MemoryIcon from '@material-ui/icons/Memory';
import PeopleIcon from '@material-ui/icons/People';
import PersonIcon from '@material-ui/icons/Person';
import WidgetsIcon from '@material-ui/icons/Widgets';
import WorkIcon from '@material-ui/icons/Work';
import { parseEntityRef } from '@backstage/catalog-model';

/** An icon per catalog kind (lower case), so an entity chip says what it links to. */
const KIND_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  api: ExtensionIcon,
  component: MemoryIcon,
  domain: ApartmentIcon,
  group: PeopleIcon,
  location: LocationOnIcon,
  resource: WorkIcon,
  system: CategoryIcon,
  template: LibraryAddIcon,
  user: PersonIcon,
};

/** The lower-case kind of an entity ref; `unknown` for free text that is no ref. */
export function entityKindOf(ref: string): string {
  try {
    return parseEntityRef(ref).kind.toLocaleLowerCase('en-US');
  } catch {
    return 'unknown';
  }
}

/** The kind's icon, decorative (the chip's label names the entity); a generic one for other kinds. */
export function EntityKindIcon({
  entityRef,
  fontSize = 'small',
}: {
  entityRef: string;
  fontSize?: SvgIconProps['fontSize'];
}) {
  const kind = entityKindOf(entityRef);
  const Icon = KIND_ICONS[kind] ?? WidgetsIcon;
  return <Icon aria-hidden data-kind={kind} fontSize={fontSize} />;
}
