import { useCallback, type ElementType, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@material-ui/core/styles';
import type { Variant } from '@material-ui/core/styles/createTypography';

/**
 * Renders every MUI `Typography` of `variant` inside `children` as `element`.
 * Backstage components fix their headings (EmptyState's title is an h5, the
 * error panel's summary an h6); this keeps their look while the element
 * fits the heading order of the page they are placed in.
 */
export function VariantElement(props: {
  variant: Variant;
  element: ElementType;
  children: ReactNode;
}) {
  const { variant, element, children } = props;
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      props: {
        ...outer.props,
        MuiTypography: {
          ...outer.props?.MuiTypography,
          variantMapping: {
            ...outer.props?.MuiTypography?.variantMapping,
            [variant]: element,
          },
        },
      },
    }),
    [variant, element],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
