import type { ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Skeleton from '@material-ui/lab/Skeleton';
import { Progress, ResponseErrorPanel } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage, isAgoraApiError } from '../../api/errors';
import { agoraTranslationRef } from '../../translation';
import { EmptyPanel } from './EmptyPanel';
import { VariantElement } from './VariantElement';

/** The parts of an RTK Query hook result QueryState reads. @public */
export interface QueryStateResult<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** @public */
export interface QueryStateProps<T> {
  /** The hook result, passed as is: `result={useGetPostsQuery(query)}`. */
  result: QueryStateResult<T>;
  /** Renders the data. */
  children: (data: T) => ReactNode;
  /** Says whether the data counts as empty; then `empty` shows instead of children. */
  isEmpty?: (data: T) => boolean;
  /** What an empty result says, and the next step it offers. */
  empty?: {
    title: string;
    description?: string;
    action?: ReactNode;
    /** A line of text instead of the illustrated panel, for side panels and cards. */
    inline?: boolean;
  };
  /** A skeleton in the shape of the content; a few text lines by default. */
  skeleton?: ReactNode;
}

/** What the error panel lists: the kind of failure, and the message to show. */
function panelError(error: unknown): Error {
  let name = 'Error';
  if (isAgoraApiError(error))
    name = error.status ? `HTTP ${error.status}` : error.kind;
  return { name, message: errorMessage(error) };
}

const useStyles = makeStyles(theme => ({
  // The bar lies over the top edge of the content: it takes no room, so
  // nothing jumps when it appears and lists start right below their controls.
  progressSlot: { position: 'relative', height: 0 },
  progressBar: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 },
  error: { marginBottom: theme.spacing(2) },
  retry: { marginTop: theme.spacing(1) },
}));

/**
 * The one place that turns a query's state into UI: a skeleton on first
 * load, a quiet bar while revalidating, an error with Retry, an empty state,
 * or the data. Pages use it so none of them repeats the branching.
 * @public
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { result, children, isEmpty, empty, skeleton } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { data, isLoading, isFetching, isError, error, refetch } = result;

  if (isLoading) {
    return (
      <div role="progressbar" aria-label={t('state.loading')} aria-busy="true">
        {skeleton ??
          [90, 75, 60].map(width => (
            <Skeleton key={width} width={`${width}%`} />
          ))}
      </div>
    );
  }

  // Backstage's panel has no action slot, so Retry sits right below it. Its
  // summary is a fixed h6; a paragraph keeps the page's heading order.
  const errorPanel = isError && (
    <div className={classes.error}>
      <VariantElement variant="subtitle1" element="p">
        <ResponseErrorPanel
          title={t('state.loadFailedTitle')}
          error={panelError(error)}
          defaultExpanded
        />
      </VariantElement>
      <Button
        className={classes.retry}
        variant="outlined"
        size="small"
        onClick={() => refetch()}
      >
        {t('state.retry')}
      </Button>
    </div>
  );
  // A failed refetch keeps the last data: show both, the person may still use it.
  if (data === undefined) return errorPanel || null;

  let content: ReactNode;
  if (!empty || !isEmpty?.(data)) content = children(data);
  else if (empty.inline)
    content = (
      <Typography variant="body2" color="textSecondary">
        {empty.title}
      </Typography>
    );
  else
    content = (
      <EmptyPanel
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );

  return (
    <>
      {errorPanel}
      <div className={classes.progressSlot}>
        {isFetching && (
          <div className={classes.progressBar}>
            <Progress aria-label={t('state.refreshing')} />
          </div>
        )}
      </div>
      {content}
    </>
  );
}
