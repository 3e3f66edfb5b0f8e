import { useEffect, useMemo, useState } from 'react';
import Button from '@material-ui/core/Button';
import Alert from '@material-ui/lab/Alert';
import { useApiHolder } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { signalApiRef } from '@backstage/plugin-signals-react';
import {
  postSignalChannel,
  postSignalSchema,
  type PostSignal,
} from '@agora/contract';
import { agoraApi } from '../../../api/agoraApi';
import type { Post } from '../../../api/types';
import { useAgoraDispatch, useAgoraSelector } from '../../../state/context';
import { agoraTranslationRef } from '../../../translation';
import { postsApi } from '../postsApi';

/** The person's own writes that add an answer or a comment. */
const OWN_WRITES = new Set(['postAnswer', 'commentPost', 'commentAnswer']);

/** The ids of the answers and comments the page shows now. */
function shownIds(post: Post) {
  const answers = new Set<number>();
  const comments = new Set<number>();
  for (const comment of post.comments ?? []) comments.add(comment.id);
  for (const answer of post.answers ?? []) {
    answers.add(answer.id);
    for (const comment of answer.comments) comments.add(comment.id);
  }
  return { answer: answers, comment: comments };
}

/**
 * "1 new answer — Show", "2 new comments — Show": what others added to the
 * post while its page is open, heard through Backstage's signals on the
 * post's channel (docs/notifications.md, "Live updates of an open post").
 * Show rereads the post, its answers and their comments through the cache
 * tags. A signal of an item the page already shows is not new: the
 * person's own answers and comments are in the cache once written, and
 * while such a write or a reread of the post is under way the notice waits
 * for it. Without the signals plugin in the app nothing is heard and
 * nothing shown.
 */
export function NewActivityNotice({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const dispatch = useAgoraDispatch();
  // Optional: apps without the signals plugin have no signal API.
  const signals = useApiHolder().get(signalApiRef);
  const [heard, setHeard] = useState<PostSignal[]>([]);
  const postId = post.id;
  const live = post.status !== 'deleted';

  useEffect(() => {
    if (!signals || !live) return undefined;
    const subscription = signals.subscribe(
      postSignalChannel(postId),
      message => {
        const parsed = postSignalSchema.safeParse(message);
        if (!parsed.success || parsed.data.postId !== postId) return;
        const signal = parsed.data;
        setHeard(list =>
          list.some(s => s.kind === signal.kind && s.id === signal.id)
            ? list
            : [...list, signal],
        );
      },
    );
    return () => subscription.unsubscribe();
  }, [signals, postId, live]);

  const { isFetching } = postsApi.endpoints.getPost.useQueryState(postId);
  // The cache keeps no arguments of mutations: any answer or comment the
  // person is sending holds the notice back until it is in the cache.
  const writing = useAgoraSelector(state =>
    Object.values(state[agoraApi.reducerPath].mutations).some(
      mutation =>
        mutation?.status === 'pending' &&
        OWN_WRITES.has(mutation.endpointName ?? ''),
    ),
  );
  const shown = useMemo(() => shownIds(post), [post]);
  // Signals of the post shown before, if the page moved to another, are not its.
  const unseen = heard.filter(
    signal => signal.postId === postId && !shown[signal.kind].has(signal.id),
  );
  if (unseen.length === 0 || isFetching || writing) return null;

  const answers = unseen.filter(signal => signal.kind === 'answer').length;
  const comments = unseen.length - answers;
  const answersText = t('postPage.live.answers', { count: answers });
  const commentsText = t('postPage.live.comments', { count: comments });
  let text: string = answers ? answersText : commentsText;
  if (answers && comments) {
    text = t('postPage.live.both', {
      answers: answersText,
      comments: commentsText,
    });
  }

  const show = () => {
    // The post carries its answers and comments; a comment on an answer
    // also rereads what holds that answer alone.
    const answerIds = [
      ...new Set(unseen.flatMap(signal => signal.answerId ?? [])),
    ];
    dispatch(
      agoraApi.util.invalidateTags([
        { type: 'Post', id: postId },
        ...answerIds.map(id => ({ type: 'Answer' as const, id })),
      ]),
    );
    // What the reread does not bring (since deleted) is not offered again.
    setHeard([]);
  };

  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={show}>
          {t('postPage.live.show')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
