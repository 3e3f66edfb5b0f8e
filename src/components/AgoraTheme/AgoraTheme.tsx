import type { ReactNode } from 'react';
import { ThemeProvider } from '@material-ui/core/styles';
import { readableTheme } from './readableTheme';

/**
 * Agora's screens in the app's theme, adjusted to stay readable
 * (`readableTheme`). Every surface (the page, the home card, the entity
 * tab) renders inside it.
 */
export function AgoraTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={readableTheme}>{children}</ThemeProvider>;
}
