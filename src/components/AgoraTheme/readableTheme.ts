import type { Theme } from '@material-ui/core/styles';
import {
  alpha,
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
} from '@material-ui/core/styles/colorManipulator';
import type {} from '@material-ui/lab/themeAugmentation';

/** WCAG AA for text (1.4.3). */
const TEXT_CONTRAST = 4.5;
const STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

/**
 * `color` as it shows over the opaque `background`: themes give secondary
 * text and hover tints as translucent colours, whose contrast MUI's
 * `getContrastRatio` would compute as if they were opaque.
 */
export function flatten(color: string, background: string) {
  const top = decomposeColor(color);
  const opacity = top.values[3] ?? 1;
  if (opacity >= 1) return color;
  const bottom = decomposeColor(background);
  if (top.type.startsWith('hsl') || bottom.type.startsWith('hsl')) return color;
  const values = [0, 1, 2].map(i =>
    Math.round(top.values[i]! * opacity + bottom.values[i]! * (1 - opacity)),
  ) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

/** The contrast of `color` over `background`, translucency included. */
export function contrastOn(color: string, background: string) {
  return getContrastRatio(flatten(color, background), background);
}

/**
 * `color`, lightened on a dark background or darkened on a light one just
 * enough to read as text on every one of `backgrounds` (MUI's red on a dark
 * paper is 3.4:1).
 */
export function readableOn(
  color: string,
  backgrounds: string | string[],
  dark: boolean,
) {
  const all = Array.isArray(backgrounds) ? backgrounds : [backgrounds];
  const shade = dark ? lighten : darken;
  const opaque = flatten(color, all[0]!);
  const steps = [color, opaque, ...STEPS.map(step => shade(opaque, step))];
  return (
    steps.find(c => all.every(bg => contrastOn(c, bg) >= TEXT_CONTRAST)) ??
    steps[steps.length - 1]!
  );
}

type Styles = Record<string, unknown>;
const stylesOf = (value: unknown): Styles =>
  value && typeof value === 'object' ? (value as Styles) : {};
const colorOf = (styles: Styles, key: string) =>
  typeof styles[key] === 'string' ? (styles[key] as string) : undefined;

/**
 * Tabs whose hover tint keeps their text readable. Backstage's themes tint
 * a hovered tab with its link colour lightened 95 %: pale blue under dark
 * blue text in the light theme, but near white under light blue text in the
 * dark one (1.7:1). Where the theme's tint does not read, the hover takes
 * the theme's own hover shade and the tab keeps a readable link colour.
 */
function readableTabs(outer: Theme) {
  const { palette } = outer;
  const tab = outer.overrides?.MuiTab;
  const root = stylesOf(tab?.root);
  const hover = stylesOf(root['&:hover']);
  const tint =
    colorOf(hover, 'background') ?? colorOf(hover, 'backgroundColor');
  if (!tint) return tab;
  const texts = [
    colorOf(hover, 'color'),
    colorOf(root, 'color'),
    colorOf(stylesOf(tab?.textColorPrimary), 'color'),
    palette.primary.main,
  ].filter((c): c is string => Boolean(c));
  if (texts.every(c => contrastOn(c, tint) >= TEXT_CONTRAST)) return tab;
  const surfaces = [palette.background.paper, palette.background.default];
  const hovered = surfaces.map(bg => flatten(palette.action.hover, bg));
  const dark = palette.type === 'dark';
  const { background: _dropped, ...rest } = hover;
  return {
    ...tab,
    root: {
      ...root,
      '&:hover': {
        ...rest,
        backgroundColor: palette.action.hover,
        color: readableOn(
          colorOf(root, 'color') ?? palette.primary.main,
          hovered,
          dark,
        ),
      },
    },
  };
}

/**
 * Toggle buttons (periods, chart kinds, views, the card's tabs) on their
 * own paper, since the page around them is the host's (the portal's body
 * colour is neither of the theme's backgrounds), with opaque hover and
 * selected shades, and unselected choices that read as choices, not as
 * disabled (MUI's default is ~2.7:1).
 */
function readableToggles(outer: Theme) {
  const { palette } = outer;
  const paper = palette.background.paper;
  const hovered = flatten(alpha(palette.text.primary, 0.05), paper);
  const selected = flatten(palette.action.selected, paper);
  const toggle = outer.overrides?.MuiToggleButton;
  return {
    ...toggle,
    root: {
      ...stylesOf(toggle?.root),
      backgroundColor: paper,
      color: readableOn(
        palette.text.secondary,
        [paper, hovered],
        palette.type === 'dark',
      ),
      '&:hover': {
        backgroundColor: hovered,
        '@media (hover: none)': { backgroundColor: paper },
      },
      '&$selected': {
        color: palette.text.primary,
        backgroundColor: selected,
        '&:hover': { backgroundColor: flatten(palette.action.hover, selected) },
      },
    },
  };
}

/**
 * The app's theme with what Agora's screens need to stay readable in any
 * theme: error text at AA contrast on the paper and the page it sits on,
 * toggle buttons that read on any page, and tabs readable while hovered.
 */
export function readableTheme(outer: Theme): Theme {
  const { palette } = outer;
  const dark = palette.type === 'dark';
  const surfaces = [palette.background.paper, palette.background.default];
  return {
    ...outer,
    palette: {
      ...palette,
      error: {
        ...palette.error,
        main: readableOn(palette.error.main, surfaces, dark),
      },
    },
    overrides: {
      ...outer.overrides,
      MuiToggleButton: readableToggles(outer),
      MuiTab: readableTabs(outer),
    },
  };
}
