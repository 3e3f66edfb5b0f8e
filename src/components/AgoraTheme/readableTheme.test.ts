import { darkTheme, lightTheme } from '@backstage/theme';
import type { Theme } from '@material-ui/core/styles';
import {
  contrastOn,
  flatten,
  readableOn,
  readableTheme,
} from './readableTheme';

type Styles = Record<string, any>;
const toggleOf = (theme: Theme) =>
  theme.overrides!.MuiToggleButton!.root as Styles;
const tabOf = (theme: Theme) => theme.overrides!.MuiTab!.root as Styles;

describe('readableTheme', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])(
    'gives error text and toggle buttons AA contrast in the %s theme',
    (_, theme) => {
      const agora = readableTheme(theme);
      const { paper, default: page } = agora.palette.background;
      for (const surface of [paper, page]) {
        expect(
          contrastOn(agora.palette.error.main, surface),
        ).toBeGreaterThanOrEqual(4.5);
      }
      // On their own paper, hovered or not, whatever the page around them.
      const toggle = toggleOf(agora);
      expect(toggle.backgroundColor).toBe(paper);
      for (const surface of [paper, toggle['&:hover'].backgroundColor]) {
        expect(contrastOn(toggle.color, surface)).toBeGreaterThanOrEqual(4.5);
      }
      const selected = toggle['&$selected'];
      expect(
        contrastOn(selected.color, selected.backgroundColor),
      ).toBeGreaterThanOrEqual(4.5);
      // The rest of the app's theme is kept.
      expect(agora.palette.primary).toBe(theme.palette.primary);
      expect(agora.typography).toBe(theme.typography);
    },
  );

  it("keeps the light theme's tab hover and replaces the dark one's near-white tint", () => {
    expect(readableTheme(lightTheme).overrides!.MuiTab).toBe(
      lightTheme.overrides!.MuiTab,
    );

    const before = tabOf(darkTheme)['&:hover'];
    expect(contrastOn(tabOf(darkTheme).color, before.background)).toBeLessThan(
      2,
    );
    const agora = readableTheme(darkTheme);
    const hover = tabOf(agora)['&:hover'];
    expect(hover.background).toBeUndefined();
    expect(hover.backgroundColor).toBe(darkTheme.palette.action.hover);
    for (const surface of [
      darkTheme.palette.background.paper,
      darkTheme.palette.background.default,
    ]) {
      const tinted = flatten(hover.backgroundColor, surface);
      expect(contrastOn(hover.color, tinted)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastOn(darkTheme.palette.primary.main, tinted),
      ).toBeGreaterThanOrEqual(4.5);
    }
    // The tab's other styles stay the theme's.
    expect(tabOf(agora).minHeight).toBe(tabOf(darkTheme).minHeight);
  });

  it('keeps a colour that already reads well, and shifts one that does not', () => {
    expect(readableOn('#000000', '#ffffff', false)).toBe('#000000');
    const shifted = readableOn('#f44336', '#424242', true);
    expect(shifted).not.toBe('#f44336');
    expect(contrastOn(shifted, '#424242')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures translucent text as it shows, on every background asked for', () => {
    expect(flatten('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('rgb(128, 128, 128)');
    // 54 % black reads on white but not on the portal's #f5f5f5 body.
    expect(contrastOn('rgba(0, 0, 0, 0.54)', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastOn('rgba(0, 0, 0, 0.54)', '#f5f5f5')).toBeLessThan(4.5);
    const both = readableOn(
      'rgba(0, 0, 0, 0.54)',
      ['#ffffff', '#f5f5f5'],
      false,
    );
    expect(contrastOn(both, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastOn(both, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
