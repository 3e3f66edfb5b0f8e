import type { Palette } from '@material-ui/core/styles/createPalette';

/**
 * The colours of a chart's series, by position, from the theme's palette so
 * they read in light and dark themes. The toggles use them as the legend.
 */
export const seriesColors = (palette: Palette): string[] => [
  palette.primary.main,
  palette.secondary.main,
  palette.success.main,
  palette.warning.main,
  palette.info.main,
  palette.error.main,
];

/** The colour of the series at `index`; colours repeat past the palette's. */
export function seriesColor(palette: Palette, index: number): string {
  const colors = seriesColors(palette);
  return colors[index % colors.length]!;
}
