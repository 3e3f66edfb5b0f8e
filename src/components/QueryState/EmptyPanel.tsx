import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '@backstage/core-components';
import { VariantElement } from './VariantElement';

/** @public */
export interface EmptyPanelProps {
  title: string;
  description?: string;
  /** The next step, e.g. a link to ask the first question. */
  action?: ReactNode;
  /**
   * Render the title as a heading of this level. Off by default: the panel
   * appears at different depths, and a fixed level would break heading order.
   */
  headingLevel?: 2 | 3;
  /** Which Backstage illustration to show; `content` by default. */
  missing?: ComponentProps<typeof EmptyState>['missing'];
}

/**
 * Says that there is nothing here and what to do next: Backstage's
 * `EmptyState`, with its title at the heading level the page needs.
 * @public
 */
export function EmptyPanel({
  title,
  description,
  action,
  headingLevel,
  missing = 'content',
}: EmptyPanelProps) {
  return (
    <VariantElement
      variant="h5"
      element={headingLevel ? `h${headingLevel}` : 'p'}
    >
      <EmptyState
        title={title}
        description={description}
        missing={missing}
        action={action ? <>{action}</> : undefined}
      />
    </VariantElement>
  );
}
