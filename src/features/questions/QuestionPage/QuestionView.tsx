import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import { AiAnswerCard } from '../../ai/AiAnswerCard';
import { AnswerForm } from '../../answers/AnswerForm';
import { AnswerList } from '../../answers/AnswerList';
import { CommentList } from '../../comments/CommentList';
import { PostView } from '../../posts/PostView';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(4) },
}));

/** A loaded question: the post with its comments, the AI card, answers and the answer form. */
export function QuestionView({ post }: { post: Post }) {
  const classes = useStyles();
  return (
    <div className={classes.root}>
      <PostView
        post={post}
        footer={<CommentList comments={post.comments ?? []} postId={post.id} />}
      />
      <AiAnswerCard postId={post.id} />
      <AnswerList
        answers={post.answers ?? []}
        // The server gives canEdit on a question to its author and to moderators,
        // exactly those who may mark the correct answer (contract).
        canMarkCorrect={Boolean(post.own || post.canEdit)}
      />
      <AnswerForm postId={post.id} />
    </div>
  );
}
