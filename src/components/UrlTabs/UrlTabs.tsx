import type { ReactNode } from 'react';
import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles(theme => ({
  tabs: {
    borderBottom: `1px solid ${theme.palette.divider}`,
    marginBottom: theme.spacing(2),
  },
  // MUI's 160 px minimum would push many tabs past the page column at common
  // widths; fitted to their labels they scroll only when the screen is narrow.
  // 12 px a side: the eight tabs of one's own user page fit beside the
  // section navigation at 1280 px (at 16 px the last was cut off).
  fitted: {
    minWidth: 'auto',
    paddingLeft: theme.spacing(1.5),
    paddingRight: theme.spacing(1.5),
  },
}));

/** @public */
export interface UrlTabsProps<Id extends string> {
  /** Prefix of the tabs' and panel's element ids, e.g. `agora-user-tab`. */
  idPrefix: string;
  /** The tabs' ids, in order. */
  tabs: ReadonlyArray<Id>;
  /** The open tab, usually read from the URL (useUrlTab). */
  value: Id;
  onChange: (next: Id) => void;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (id: Id) => string;
  /** Many tabs: fitted to their labels, scrolling when the screen is narrow. */
  scrollable?: boolean;
  /** The open tab's content. */
  children: ReactNode;
}

/**
 * A page's tabs and the open tab's panel, linked for assistive technology
 * (`aria-controls` / `aria-labelledby`). Where the open tab lives (the URL)
 * is the caller's.
 * @public
 */
export function UrlTabs<Id extends string>({
  idPrefix,
  tabs,
  value,
  onChange,
  label,
  tabLabel,
  scrollable = false,
  children,
}: UrlTabsProps<Id>) {
  const classes = useStyles();
  const panelId = (id: Id) => `${idPrefix}-${id}`;
  return (
    <>
      <Tabs
        className={classes.tabs}
        value={value}
        onChange={(_, next: Id) => onChange(next)}
        aria-label={label}
        indicatorColor="primary"
        textColor="primary"
        {...(scrollable
          ? { variant: 'scrollable', scrollButtons: 'auto' }
          : undefined)}
      >
        {tabs.map(id => (
          <Tab
            key={id}
            className={scrollable ? classes.fitted : undefined}
            value={id}
            label={tabLabel(id)}
            id={`${panelId(id)}-control`}
            aria-controls={panelId(id)}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={`${panelId(value)}-control`}
      >
        {children}
      </div>
    </>
  );
}
