import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { errorApiRef } from '@backstage/core-plugin-api';
import { translationApiRef } from '@backstage/core-plugin-api/alpha';
import { MockErrorApi, mockApis, TestApiProvider } from '@backstage/test-utils';

/**
 * The Backstage APIs a bare component needs to render: translations (the
 * default English messages) and the error API the translation hook reports
 * to. Wraps `rerender` too.
 */
export function TestTranslationApis({ children }: { children: ReactNode }) {
  return (
    <TestApiProvider
      apis={[
        [translationApiRef, mockApis.translation()],
        [errorApiRef, new MockErrorApi()],
      ]}
    >
      {children}
    </TestApiProvider>
  );
}

/**
 * Testing Library's `render` for components that need no router, store or
 * app: only the translation API. Pages and anything with links use
 * `renderAgora` instead.
 */
export function renderWithApis(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  return render(ui, { ...options, wrapper: TestTranslationApis });
}
