import { darkTheme, lightTheme } from '@backstage/theme';
import { getContrastRatio } from '@material-ui/core/styles/colorManipulator';
import { readableOn, readableTheme } from './readableTheme';

describe('readableTheme', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])(
    'gives error text and unselected toggles AA contrast in the %s theme',
    (_, theme) => {
      const agora = readableTheme(theme);
      const paper = agora.palette.background.paper;
      expect(
        getContrastRatio(agora.palette.error.main, paper),
      ).toBeGreaterThanOrEqual(4.5);
      const toggle = agora.overrides!.MuiToggleButton!.root as {
        color: string;
      };
      expect(getContrastRatio(toggle.color, paper)).toBeGreaterThanOrEqual(4.5);
      // The rest of the app's theme is kept.
      expect(agora.palette.primary).toBe(theme.palette.primary);
      expect(agora.typography).toBe(theme.typography);
    },
  );

  it('keeps a colour that already reads well, and shifts one that does not', () => {
    expect(readableOn('#000000', '#ffffff', false)).toBe('#000000');
    const shifted = readableOn('#f44336', '#424242', true);
    expect(shifted).not.toBe('#f44336');
    expect(getContrastRatio(shifted, '#424242')).toBeGreaterThanOrEqual(4.5);
  });
});
