import Avatar from '@material-ui/core/Avatar';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { ANONYMOUS_AUTHOR } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { initialsOf, readableEntityName } from '../../utils/entityRefs';
import { useCatalogPresentation } from '../../hooks/useCatalogPresentations';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    verticalAlign: 'middle',
  },
  small: {
    width: theme.spacing(3),
    height: theme.spacing(3),
    fontSize: '0.75rem',
  },
  medium: { width: theme.spacing(5), height: theme.spacing(5) },
}));

/** @public */
export interface AuthorLinkProps {
  /** The author's user entity ref, or `anonymous` as the API sends it. */
  author: string;
  /** The content was posted anonymously (the API may still send the real ref to its author). */
  anonymous?: boolean;
  /** The signed-in user wrote it. */
  own?: boolean;
  /** Display name; by default the catalog's, else derived from the ref. */
  displayName?: string;
  /** Picture; by default the catalog profile's. */
  avatarUrl?: string;
  /** Where the name links to: the user's page in Agora. */
  href: (userRef: string) => string;
  size?: 'small' | 'medium';
  /** Hide the avatar (for dense rows). */
  hideAvatar?: boolean;
}

/** Avatar and name of a post's author, linking to their profile. @public */
export function AuthorLink(props: AuthorLinkProps) {
  const {
    author,
    anonymous,
    own,
    displayName,
    avatarUrl,
    href,
    size = 'small',
    hideAvatar,
  } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const isAnonymous = anonymous || author === ANONYMOUS_AUTHOR;
  // Never looked up for anonymous content: not even a request may hint at who.
  const catalog = useCatalogPresentation(isAnonymous ? undefined : author);

  if (isAnonymous) {
    const name = own
      ? t('components.author.youAnonymous')
      : t('components.author.anonymous');
    // No link and no avatar image: nothing may hint at who wrote it.
    return (
      <span className={classes.root}>
        {!hideAvatar && <Avatar className={classes[size]} aria-hidden />}
        <Typography component="span" variant="body2">
          {name}
        </Typography>
      </span>
    );
  }

  const name = displayName || catalog?.title || readableEntityName(author);
  const picture = avatarUrl ?? catalog?.avatarUrl;
  return (
    <span className={classes.root}>
      {!hideAvatar && (
        // Decorative: the name next to it is the accessible text.
        <Avatar className={classes[size]} src={picture} alt="" aria-hidden>
          {initialsOf(name)}
        </Avatar>
      )}
      <Link to={href(author)} variant="body2" title={author}>
        {name}
      </Link>
    </span>
  );
}
