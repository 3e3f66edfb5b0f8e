import type { Theme } from '@material-ui/core/styles';
import {
  darken,
  getContrastRatio,
  lighten,
} from '@material-ui/core/styles/colorManipulator';
import type {} from '@material-ui/lab/themeAugmentation';

/** WCAG AA for text (1.4.3). */
const TEXT_CONTRAST = 4.5;
const STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

/**
 * `color`, lightened on a dark background or darkened on a light one just
 * enough to read as text on `background` (MUI's red on a dark paper is
 * 3.4:1).
 */
export function readableOn(color: string, background: string, dark: boolean) {
  const shade = dark ? lighten : darken;
  const steps = [color, ...STEPS.map(step => shade(color, step))];
  return (
    steps.find(c => getContrastRatio(c, background) >= TEXT_CONTRAST) ??
    steps[steps.length - 1]!
  );
}

/**
 * The app's theme with what Agora's screens need to stay readable in any
 * theme: error text at AA contrast on the paper it sits on, and toggle
 * buttons (periods, chart kinds, views, the card's tabs) whose unselected
 * choices read as choices, not as disabled (MUI's default is ~2.7:1).
 */
export function readableTheme(outer: Theme): Theme {
  const { palette } = outer;
  const dark = palette.type === 'dark';
  const toggle = outer.overrides?.MuiToggleButton;
  return {
    ...outer,
    palette: {
      ...palette,
      error: {
        ...palette.error,
        main: readableOn(palette.error.main, palette.background.paper, dark),
      },
    },
    overrides: {
      ...outer.overrides,
      MuiToggleButton: {
        ...toggle,
        root: {
          ...toggle?.root,
          color: palette.text.secondary,
          '&$selected': {
            color: palette.text.primary,
            backgroundColor: palette.action.selected,
          },
        },
      },
    },
  };
}
