import { useLocation } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostByRouteId } from '../PostByRouteId';
import { PostPageView } from './PostPageView';

/**
 * `/questions/:id`, `/articles/:id`, `/links/:id`: a post of `type` with
 * its comments and its type's extras. Unknown ids show a not-found panel;
 * a post of another type is sent to its own page, keeping the `#anchor`.
 */
export function PostPage({ type }: { type: PostType }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { hash } = useLocation();
  const links = useAgoraLinks();
  return (
    <PostByRouteId
      type={type}
      notFound={t(`postPage.notFound.${type}`)}
      elsewhere={post => {
        const href = links.post(post.type, post.id);
        return href && href + hash;
      }}
    >
      {data => <PostPageView post={data} />}
    </PostByRouteId>
  );
}
