import Alert from '@material-ui/lab/Alert';
import AlertTitle from '@material-ui/lab/AlertTitle';
import { errorMessage, isAgoraApiError, TEXT_KEPT } from '../../api/errors';

/**
 * A failed save: the operation's message and each of the server's errors,
 * or, when the server could not be reached, that the text is kept.
 */
export function SubmitError({ error }: { error: unknown }) {
  const details = isAgoraApiError(error) ? (error.errors ?? []) : [];
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>
        {isAgoraApiError(error) ? error.message : errorMessage(error)}
      </AlertTitle>
      {isAgoraApiError(error) && error.kind === 'network' && TEXT_KEPT}
      {details.length > 0 && (
        <ul>
          {details.map((item, i) => (
            <li key={i}>
              {item.path && item.path !== 'body'
                ? `${item.path}: ${item.message}`
                : item.message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
