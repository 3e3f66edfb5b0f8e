import { useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import IconButton from '@material-ui/core/IconButton';
import Menu from '@material-ui/core/Menu';
import MenuItem from '@material-ui/core/MenuItem';
import { makeStyles } from '@material-ui/core/styles';
import Badge from '@material-ui/core/Badge';
import MenuIcon from '@material-ui/icons/Menu';
import type { IconComponent } from '@backstage/core-plugin-api';

/** One entry of the left navigation. */
export interface AgoraNavItem {
  id: string;
  label: string;
  /** Absolute path of the section, so the item is a real link. */
  href: string;
  icon: IconComponent;
  /** A count shown beside the label (e.g. flags to review), with its spoken text. */
  badge?: { count: number; label: string };
}

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  // The badge sits at the end of its entry rather than over a corner.
  badge: {
    marginLeft: 'auto',
    marginRight: theme.spacing(1.5),
    '& > span': { position: 'static', transform: 'none' },
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    // NavLink adds `active` on the current section (and sets aria-current).
    '&.active': {
      backgroundColor: theme.palette.action.selected,
      fontWeight: theme.typography.fontWeightBold as number,
    },
  },
}));

/** An item's count, at the end of its entry; nothing when there is none. */
function NavBadge({ badge }: { badge: AgoraNavItem['badge'] }) {
  const classes = useStyles();
  if (!badge || badge.count <= 0) return null;
  return (
    <Badge
      className={classes.badge}
      badgeContent={badge.count}
      color="secondary"
      max={99}
      aria-label={badge.label}
      role="status"
    />
  );
}

/**
 * The sections as a list of links. Plain anchors (react-router NavLink), so
 * ctrl/cmd-click and middle-click open a new tab as people expect.
 */
export function SectionNav({
  items,
  label,
}: {
  items: AgoraNavItem[];
  label: string;
}) {
  const classes = useStyles();
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {items.map(({ id, label: itemLabel, href, icon: Icon, badge }) => (
          <li key={id}>
            <NavLink to={href} className={classes.link}>
              <Icon fontSize="small" aria-hidden />
              {itemLabel}
              <NavBadge badge={badge} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sections behind a menu button, for narrow screens (in the page header). */
export function SectionMenu(props: {
  items: AgoraNavItem[];
  label: string;
  buttonLabel: string;
}) {
  const { items, label, buttonLabel } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const close = () => setAnchor(null);
  // The section being read, including its pages below (`/questions/12`),
  // as NavLink marks it in the wide navigation.
  const isCurrent = (href: string) =>
    matchPath({ path: href, end: false }, pathname) !== null;
  return (
    <nav aria-label={label}>
      {/* On the header's colours, as its title. */}
      <IconButton
        color="inherit"
        aria-label={buttonLabel}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls="agora-section-menu"
        onClick={event => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu
        id="agora-section-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
      >
        {items.map(({ id, label: itemLabel, href, badge }) => {
          const current = isCurrent(href);
          return (
            <MenuItem
              key={id}
              component={NavLink}
              to={href}
              onClick={close}
              selected={current}
              aria-current={current ? 'page' : undefined}
            >
              {itemLabel}
              <NavBadge badge={badge} />
            </MenuItem>
          );
        })}
      </Menu>
    </nav>
  );
}
