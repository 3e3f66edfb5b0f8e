import { useLocation } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostByRouteId } from '../../posts/PostByRouteId';
import { QuestionView } from './QuestionView';

/**
 * `/questions/:id`: a question with its answers and comments. Unknown ids
 * show a not-found panel; an article or link id is sent to its own page.
 * @public
 */
export function QuestionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { hash } = useLocation();
  const links = useAgoraLinks();
  return (
    <PostByRouteId
      type="question"
      notFound={t('postPage.question.notFound')}
      elsewhere={post => {
        // An article or link id: its own page shows it, while that page exists.
        const href = links.post(post.type, post.id);
        return href && href + hash;
      }}
    >
      {data => <QuestionView post={data} />}
    </PostByRouteId>
  );
}
