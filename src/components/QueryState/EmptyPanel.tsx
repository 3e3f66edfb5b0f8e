import type { ReactNode } from 'react';
import { EmptyState } from '@backstage/core-components';
import { makeStyles } from '@material-ui/core/styles';
import ForumOutlinedIcon from '@material-ui/icons/ForumOutlined';
import SearchOutlinedIcon from '@material-ui/icons/SearchOutlined';
import { VariantElement } from './VariantElement';

// Backstage's own illustrations carry fixed alt texts about components and
// builds ("create Component"), which would mislead screen readers here; the
// picture is decoration, so it is hidden from them.
const PICTURES = {
  content: ForumOutlinedIcon,
  notFound: SearchOutlinedIcon,
};

// EmptyState lays out with a spaced MUI Grid, whose negative margins would
// stick out of the column by half the spacing: the frame pads them back in.
const useStyles = makeStyles(theme => ({
  frame: { padding: theme.spacing(1) },
}));

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
  /** Which picture to show: `content` (nothing yet) by default. */
  picture?: keyof typeof PICTURES;
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
  picture = 'content',
}: EmptyPanelProps) {
  const Picture = PICTURES[picture];
  const classes = useStyles();
  return (
    <div className={classes.frame}>
      <VariantElement
        variant="h5"
        element={headingLevel ? `h${headingLevel}` : 'p'}
      >
        <EmptyState
          title={title}
          description={description}
          missing={{
            customImage: (
              <Picture
                aria-hidden
                color="disabled"
                style={{ fontSize: 160, width: '100%' }}
              />
            ),
          }}
          action={action ? <>{action}</> : undefined}
        />
      </VariantElement>
    </div>
  );
}
