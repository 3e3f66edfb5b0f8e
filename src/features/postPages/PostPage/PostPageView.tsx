import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import { CommentList } from '../../comments/CommentList';
import { PostView } from '../../posts/PostView';
import { POST_TYPE_PAGES } from '../postTypePages';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(4) },
}));

/**
 * A loaded post with its comments, its type's lead above the text and its
 * type's panels after it (a question's AI answer, answers and answer form).
 */
export function PostPageView({ post }: { post: Post }) {
  const classes = useStyles();
  const { Lead, Panels } = POST_TYPE_PAGES[post.type];
  return (
    <div className={classes.root}>
      <PostView
        post={post}
        lead={Lead && <Lead post={post} />}
        footer={<CommentList comments={post.comments ?? []} postId={post.id} />}
      />
      {Panels && <Panels post={post} />}
    </div>
  );
}
