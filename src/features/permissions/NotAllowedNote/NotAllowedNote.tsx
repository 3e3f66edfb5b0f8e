import Typography from '@material-ui/core/Typography';

/**
 * A line saying why an action of a post is missing (answering, commenting),
 * where its form or button would be.
 */
export function NotAllowedNote({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="textSecondary">
      {children}
    </Typography>
  );
}
