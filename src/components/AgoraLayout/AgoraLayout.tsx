import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import useMediaQuery from '@material-ui/core/useMediaQuery';
import { makeStyles } from '@material-ui/core/styles';
import { Content, Header, Page } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useContainerWidth } from '../../hooks/useContainerWidth';
import { agoraTranslationRef } from '../../translation';
import { AgoraNotices } from '../AgoraNotices';
import {
  ShortcutsDialog,
  useKeyboardShortcuts,
} from '../../features/shortcuts';
import { SectionMenu, SectionNav, type AgoraNavItem } from './SectionNav';
import { SkipLink } from './SkipLink';

/** @public */
export interface AgoraLayoutProps {
  /** The sections that have a page, in navigation order. */
  navItems: AgoraNavItem[];
  /** The header subtitle of the current section. */
  subtitle?: string;
  /** The right panel: beside the main column where it fits, else below it; not on narrow screens. */
  aside?: ReactNode;
  children: ReactNode;
}

// Column sizes: the main column is never narrower than MAIN_MIN beside
// other columns, so each layout starts where its columns fit.
const NAV = 200;
const PANEL = 280;
const GAP = 24;
const MAIN_MIN = 560;
const THREE_COLUMNS = NAV + GAP + MAIN_MIN + GAP + PANEL;
/** The main column's id, where the skip link takes keyboard focus. */
const MAIN_ID = 'agora-main';
const TWO_COLUMNS = NAV + GAP + MAIN_MIN;

type FrameLayout = 'wide' | 'medium' | 'narrow';

const useStyles = makeStyles(theme => ({
  frame: {
    display: 'grid',
    alignItems: 'start',
    gap: GAP,
    // Agora's text keeps the theme's font in apps whose body sets another.
    fontFamily: theme.typography.fontFamily,
  },
  wide: {
    gridTemplateColumns: `${NAV}px minmax(0, 1fr) ${PANEL}px`,
    gridTemplateAreas: '"nav main aside"',
  },
  medium: {
    gridTemplateColumns: `${NAV}px minmax(0, 1fr)`,
    gridTemplateAreas: '"nav main" ". aside"',
  },
  // The navigation's menu button is in the header (a row of its own above
  // the page's heading left most of that row empty).
  narrow: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"main"',
  },
  nav: { gridArea: 'nav' },
  // Focused only by the skip link, as a starting point: no focus ring.
  main: { gridArea: 'main', minWidth: 0, '&:focus': { outline: 'none' } },
  aside: { gridArea: 'aside', minWidth: 0 },
  // Below the main column the panel's blocks share the width in columns.
  asideBelow: {
    borderTop: `1px solid ${theme.palette.divider}`,
    paddingTop: theme.spacing(3),
    marginTop: theme.spacing(2),
    columnWidth: 240,
    columnGap: GAP,
  },
}));

/**
 * Which columns fit: by the frame's own width where it is measured (the
 * host's sidebar and any split screen take their share of the viewport),
 * else by the viewport.
 */
function useFrameLayout(frame: RefObject<HTMLDivElement>): FrameLayout {
  const width = useContainerWidth(frame);
  const wideViewport = useMediaQuery('(min-width: 1280px)', { noSsr: true });
  const mediumViewport = useMediaQuery('(min-width: 900px)', { noSsr: true });
  if (width === undefined) {
    if (wideViewport) return 'wide';
    return mediumViewport ? 'medium' : 'narrow';
  }
  if (width >= THREE_COLUMNS) return 'wide';
  return width >= TWO_COLUMNS ? 'medium' : 'narrow';
}

/**
 * Agora's frame on every route: Backstage header, left navigation, the main
 * column and the right panel. Where three columns do not fit, the panel
 * moves below the main column; where two do not, the navigation becomes a
 * menu button in the header and the panel is not rendered at all, so it fetches nothing
 * there. The columns keep their places in the tree, so a resize never
 * remounts the page (and a half-written post survives it).
 */
export function AgoraLayout({
  navItems,
  subtitle,
  aside,
  children,
}: AgoraLayoutProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const navLabel = t('nav.label');
  const frame = useRef<HTMLDivElement>(null);
  const fitted = useFrameLayout(frame);
  // Without a panel the main column takes its width too.
  const layout = fitted === 'wide' && !aside ? 'medium' : fitted;
  const shortcuts = useKeyboardShortcuts(frame);
  const { pathname, hash } = useLocation();
  // Backstage's Page scrolls inside its <main>, which outlives Agora's route
  // changes: without this, a post opened from a scrolled list opens scrolled
  // past its title. A hash names its own target; a new query (filters) keeps
  // the reader's place.
  useEffect(() => {
    if (!hash) frame.current?.closest('main')?.scrollTo?.({ top: 0 });
    // Only a new path is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <Page themeId="tool">
      <SkipLink targetId={MAIN_ID} label={t('nav.skipToContent')} />
      <Header title={t('header.title')} subtitle={subtitle}>
        {layout === 'narrow' && (
          <SectionMenu
            items={navItems}
            label={navLabel}
            buttonLabel={t('nav.openMenu')}
          />
        )}
      </Header>
      <Content>
        <div ref={frame} className={`${classes.frame} ${classes[layout]}`}>
          {layout !== 'narrow' && (
            <div className={classes.nav}>
              <SectionNav items={navItems} label={navLabel} />
            </div>
          )}
          <div
            id={MAIN_ID}
            tabIndex={-1}
            className={classes.main}
            data-testid="agora-main-column"
          >
            {children}
          </div>
          {/* A region, not <aside>: complementary landmarks may not sit inside <main>. */}
          {aside && layout !== 'narrow' && (
            <section
              aria-label={t('rightPanel.label')}
              className={
                layout === 'wide'
                  ? classes.aside
                  : `${classes.aside} ${classes.asideBelow}`
              }
            >
              {aside}
            </section>
          )}
        </div>
      </Content>
      <AgoraNotices />
      <ShortcutsDialog
        open={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
      />
    </Page>
  );
}
