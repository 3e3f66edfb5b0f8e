import { memo, useId, type ReactNode } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import { EntityChips } from '../../../components/EntityChips';
import {
  MarkdownView,
  type MarkdownViewProps,
} from '../../../components/MarkdownView';
import { TagChips } from '../../../components/TagChips';
import { DeletedBanner } from './DeletedBanner';
import { DuplicateBanner } from '../../duplicates/DuplicateBanner';
import { FlagHiddenNote } from '../../flags/FlagHiddenNote';
import { ReviewBanner } from '../../reviews/ReviewBanner';
import { PostActions } from './PostActions';
import { PostMeta } from './PostMeta';
import { PostVoting } from './PostVoting';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { sameButVote } from '../postCache';

// A vote or favourite changes the post but not its text: the text's tree is
// not rendered again (docs/performance.md, client). Nor are the header, the
// chips and the actions, which do not show the score: a vote renders the
// vote control alone.
const PostText = memo(MarkdownView);
const Tags = memo(TagChips);
const Entities = memo(EntityChips);
const Actions = memo(PostActions, (a, b) => sameButVote(a.post, b.post));
const Header = memo(
  PostHeader,
  (a, b) => a.titleId === b.titleId && sameButVote(a.post, b.post),
);

const useStyles = makeStyles(theme => ({
  header: { marginBottom: theme.spacing(2) },
  titleRow: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(2),
  },
  title: {
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    margin: theme.spacing(1, 0),
  },
  body: { display: 'flex', gap: theme.spacing(2), alignItems: 'flex-start' },
  votes: { flexShrink: 0 },
  main: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
  },
}));

/** @public */
export interface PostViewProps {
  post: Post;
  /** Type-specific content above the text: an article's header image, a link's URL. */
  lead?: ReactNode;
  /** Gets the text's headings once rendered, for a lead that lists them. */
  onHeadings?: MarkdownViewProps['onHeadings'];
  /** Below the actions, in the same column: the post's comments. */
  footer?: ReactNode;
}

/**
 * The banner of a deleted post, of one flags hid from other readers, of a
 * question closed as a duplicate and of content to review or marked
 * outdated, its title and who posted it when.
 */
function PostHeader({ post, titleId }: { post: Post; titleId: string }) {
  const classes = useStyles();
  const deleted = post.status === 'deleted';
  return (
    <header className={classes.header}>
      {deleted && <DeletedBanner post={post} />}
      {!deleted && post.flagHidden && <FlagHiddenNote />}
      {!deleted && <DuplicateBanner post={post} />}
      {!deleted && <ReviewBanner post={post} />}
      <div className={classes.titleRow}>
        <Typography
          variant="h4"
          component="h2"
          id={titleId}
          className={classes.title}
        >
          {post.title}
        </Typography>
      </div>
      <PostMeta post={post} />
    </header>
  );
}

/**
 * A post's header, text and actions, the same for questions, articles and
 * links: title, metadata, votes, markdown, tags, entities, the row of
 * actions under the text (Copy link, Edit, Follow, Flag, favourite, Add to
 * collection, and Delete / Close as duplicate in the "More actions" menu),
 * and for deleted posts the restore banner.
 * @public
 */
export function PostView({ post, lead, onHeadings, footer }: PostViewProps) {
  const classes = useStyles();
  const titleId = useId();
  const links = useAgoraLinks();
  return (
    <article aria-labelledby={titleId}>
      <Header post={post} titleId={titleId} />
      <div className={classes.body}>
        <div className={classes.votes}>
          <PostVoting post={post} />
        </div>
        <div className={classes.main}>
          {lead}
          <PostText content={post.content} onHeadings={onHeadings} />
          {post.tags.length > 0 && <Tags tags={post.tags} href={links.tag} />}
          {post.entities.length > 0 && (
            <Entities entities={post.entities} href={links.entity} related />
          )}
          <Actions post={post} />
          {footer}
        </div>
      </div>
    </article>
  );
}
