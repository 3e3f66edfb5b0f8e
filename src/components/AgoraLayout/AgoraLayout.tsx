import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import useMediaQuery from '@material-ui/core/useMediaQuery';
import { makeStyles, useTheme, type Theme } from '@material-ui/core/styles';
import { Content, Header, Page } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { AgoraNotices } from '../AgoraNotices';
import { SectionMenu, SectionNav, type AgoraNavItem } from './SectionNav';

/** @public */
export interface AgoraLayoutProps {
  /** The sections that have a page, in navigation order. */
  navItems: AgoraNavItem[];
  /** The header subtitle of the current section. */
  subtitle?: string;
  /** The right panel; shown on wide screens only. */
  aside?: ReactNode;
  children: ReactNode;
}

const useStyles = makeStyles(theme => ({
  wide: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr) 280px',
    gap: theme.spacing(3),
    alignItems: 'start',
  },
  narrow: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
}));

/**
 * Agora's frame on every route: Backstage header, left navigation and the
 * right panel. Below the `md` breakpoint the navigation becomes a menu
 * button and the panel is not rendered at all, so it fetches nothing there.
 */
export function AgoraLayout({
  navItems,
  subtitle,
  aside,
  children,
}: AgoraLayoutProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const theme = useTheme<Theme>();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navLabel = t('nav.label');
  const frame = useRef<HTMLDivElement>(null);
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
      <Header title={t('header.title')} subtitle={subtitle} />
      <Content>
        {wide ? (
          <div ref={frame} className={classes.wide}>
            <SectionNav items={navItems} label={navLabel} />
            <div>{children}</div>
            {/* A region, not <aside>: complementary landmarks may not sit inside <main>. */}
            {aside && (
              <section aria-label={t('rightPanel.label')}>{aside}</section>
            )}
          </div>
        ) : (
          <div ref={frame} className={classes.narrow}>
            <SectionMenu
              items={navItems}
              label={navLabel}
              buttonLabel={t('nav.openMenu')}
            />
            <div>{children}</div>
          </div>
        )}
      </Content>
      <AgoraNotices />
    </Page>
  );
}
