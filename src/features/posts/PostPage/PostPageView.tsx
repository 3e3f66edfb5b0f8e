import { memo, useState } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import type { MarkdownHeading } from '../../../components/MarkdownView';
import { CommentList } from '../../comments/CommentList';
import { PostView } from '../PostView';
import { CanCommentContext } from '../../../hooks/useCanComment';
import { DeletedPostContext } from '../../../hooks/useDeletedPost';
import { POST_TYPE_PARTS } from '../postTypeParts';
import { NewActivityNotice } from './NewActivityNotice';
import { useScrollToAnchor } from './useScrollToAnchor';

// Patches to the post (a vote) keep its comments array: they are not
// rendered again (docs/performance.md, client).
const Comments = memo(CommentList);
const NO_COMMENTS: NonNullable<Post['comments']> = [];

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(4) },
}));

/**
 * A loaded post with its comments, its type's lead above the text and its
 * type's panels after it (a question's AI answer, answers and answer form),
 * and between them the notice of answers and comments others added since
 * the page opened.
 */
export function PostPageView({ post }: { post: Post }) {
  const classes = useStyles();
  const { Lead, Panels } = POST_TYPE_PARTS[post.type];
  const [headings, setHeadings] = useState<MarkdownHeading[]>([]);
  useScrollToAnchor(post.id);
  return (
    <DeletedPostContext.Provider value={post.status === 'deleted'}>
      {/* Absent means allowed (docs/api.md). */}
      <CanCommentContext.Provider value={post.canComment !== false}>
        <div className={classes.root}>
          <PostView
            post={post}
            lead={Lead && <Lead post={post} headings={headings} />}
            onHeadings={Lead ? setHeadings : undefined}
            footer={
              <Comments
                comments={post.comments ?? NO_COMMENTS}
                postId={post.id}
              />
            }
          />
          {/* Between the post and its answers, where both kinds land. */}
          <NewActivityNotice post={post} />
          {Panels && <Panels post={post} />}
        </div>
      </CanCommentContext.Provider>
    </DeletedPostContext.Provider>
  );
}
