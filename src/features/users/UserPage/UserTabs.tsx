import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import { UrlTabs } from '../../../components/UrlTabs';
import { agoraTranslationRef } from '../../../translation';
import { PostList } from '../../posts/PostList';
import type { UserStatisticsResult } from './UserStatisticsTab';
import { UserStatisticsTab } from './UserStatisticsTab';
import { UserAnswersTab } from './UserAnswersTab';
import { UserCollectionsTab } from './UserCollectionsTab';
import { DeletedPosts } from '../../moderate/DeletedPosts';
import { PostsToReview } from '../../reviews/PostsToReview';
import { OWN_USER_TABS, USER_TABS, useUserTab, type UserTab } from './userTabs';

const POST_TABS: Partial<Record<UserTab, PostType>> = {
  questions: 'question',
  articles: 'article',
  links: 'link',
};

/** @public */
export interface UserTabsProps {
  userRef: string;
  /** The display name the tabs' labels and empty states use. */
  name: string;
  statistics: UserStatisticsResult;
  /** The signed-in person's own page: adds their deleted posts. */
  own?: boolean;
}

/** The user page's tabs, the open one named in the URL. @public */
export function UserTabs({ userRef, name, statistics, own }: UserTabsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [tab, chooseTab] = useUserTab(Boolean(own));
  const postType = POST_TABS[tab];

  return (
    <UrlTabs
      idPrefix="agora-user-tab"
      tabs={own ? OWN_USER_TABS : USER_TABS}
      value={tab}
      onChange={chooseTab}
      label={t('users.page.tabsLabel', { name })}
      tabLabel={id => t(`users.page.tabs.${id}`)}
      scrollable
    >
      {tab === 'statistics' && <UserStatisticsTab result={statistics} />}
      {postType && (
        <PostList
          key={postType}
          listId={`user:${userRef}:${postType}`}
          type={postType}
          defaults={{ author: userRef }}
          createTypes={[]}
          empty={{ title: t(`users.posts.empty.${postType}`, { name }) }}
        />
      )}
      {tab === 'answers' && <UserAnswersTab userRef={userRef} name={name} />}
      {tab === 'collections' && (
        <UserCollectionsTab userRef={userRef} name={name} />
      )}
      {tab === 'review' && <PostsToReview scope="mine" />}
      {tab === 'deleted' && <DeletedPosts author={userRef} />}
    </UrlTabs>
  );
}
