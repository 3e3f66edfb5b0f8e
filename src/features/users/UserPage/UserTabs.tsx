import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { PostList } from '../../postList/PostList';
import type { UserStatisticsResult } from './UserStatisticsTab';
import { UserStatisticsTab } from './UserStatisticsTab';
import { UserAnswersTab } from './UserAnswersTab';
import { UserCollectionsTab } from './UserCollectionsTab';
import { USER_TABS, useUserTab, type UserTab } from './userTabs';

const useStyles = makeStyles(theme => ({
  tabs: {
    borderBottom: `1px solid ${theme.palette.divider}`,
    marginBottom: theme.spacing(2),
  },
  // MUI's 160 px minimum would push six tabs past the page column at common
  // widths; fitted to their labels they scroll only when the screen is narrow.
  tab: {
    minWidth: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
  },
}));

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
}

/** The user page's tabs, the open one named in the URL. @public */
export function UserTabs({ userRef, name, statistics }: UserTabsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [tab, chooseTab] = useUserTab();
  const panelId = (id: UserTab) => `agora-user-tab-${id}`;
  const postType = POST_TABS[tab];

  return (
    <>
      <Tabs
        className={classes.tabs}
        value={tab}
        onChange={(_, next: UserTab) => chooseTab(next)}
        aria-label={t('users.page.tabsLabel', { name })}
        indicatorColor="primary"
        textColor="primary"
        variant="scrollable"
        scrollButtons="auto"
      >
        {USER_TABS.map(id => (
          <Tab
            key={id}
            className={classes.tab}
            value={id}
            label={t(`users.page.tabs.${id}`)}
            id={`${panelId(id)}-control`}
            aria-controls={panelId(id)}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={`${panelId(tab)}-control`}
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
      </div>
    </>
  );
}
