import QuestionAnswerIcon from '@material-ui/icons/QuestionAnswer';
import LibraryBooksIcon from '@material-ui/icons/LibraryBooks';
import LinkIcon from '@material-ui/icons/Link';
import StarIcon from '@material-ui/icons/Star';
import LocalOfferIcon from '@material-ui/icons/LocalOffer';
import CategoryIcon from '@material-ui/icons/Category';
import PeopleIcon from '@material-ui/icons/People';
import CollectionsBookmarkIcon from '@material-ui/icons/CollectionsBookmark';
import EqualizerIcon from '@material-ui/icons/Equalizer';
import SecurityIcon from '@material-ui/icons/Security';
import type { IconComponent } from '@backstage/core-plugin-api';
import type { AgoraSectionId } from './routes';

/**
 * The icon of each section's navigation item. Apart from the route table,
 * which every linking component imports: only the shell draws them.
 */
export const NAV_ICONS: Record<AgoraSectionId, IconComponent> = {
  questions: QuestionAnswerIcon,
  articles: LibraryBooksIcon,
  links: LinkIcon,
  collections: CollectionsBookmarkIcon,
  favorites: StarIcon,
  tags: LocalOfferIcon,
  entities: CategoryIcon,
  users: PeopleIcon,
  statistics: EqualizerIcon,
  moderate: SecurityIcon,
};
