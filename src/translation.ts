import { createTranslationRef } from '@backstage/core-plugin-api/alpha';
import { componentMessages } from './components/componentMessages';
import { cardMessages } from './features/card/cardMessages';
import { collectionMessages } from './features/collections/collectionMessages';
import { directoryMessages } from './features/directory/directoryMessages';
import { duplicateMessages } from './features/duplicates/duplicateMessages';
import { flagMessages } from './features/flags/flagMessages';
import { entityMessages } from './features/entities/entityMessages';
import { followMessages } from './features/follows/followMessages';
import { linkMessages } from './features/links/linkMessages';
import { moderateMessages } from './features/moderate/moderateMessages';
import { permissionMessages } from './features/permissions/permissionMessages';
import { postFormMessages } from './features/posts/PostForm/postFormMessages';
import { postPageMessages } from './features/posts/PostView/postPageMessages';
import { postListMessages } from './features/posts/postListMessages';
import { revisionMessages } from './features/revisions/revisionMessages';
import { reviewMessages } from './features/reviews/reviewMessages';
import { searchMessages } from './features/search/searchMessages';
import { shortcutsMessages } from './features/shortcuts/shortcutsMessages';
import { statisticsMessages } from './features/statistics/statisticsMessages';
import { tagMessages } from './features/tags/tagMessages';
import { templateMessages } from './features/templates/templateMessages';
import { usersMessages } from './features/users/usersMessages';

/**
 * Agora's name where no translation can be read: the header's default, and
 * the new frontend system's page title, nav item and tab titles (src/alpha),
 * which the app's config can rename.
 */
export const AGORA_TITLE = 'Q&A';

/**
 * Every string Agora shows. Hosts can override them with the app's
 * translation API; features add their own blocks here.
 * @public
 */
export const agoraTranslationRef = createTranslationRef({
  id: 'agora',
  messages: {
    components: componentMessages,
    postList: postListMessages,
    postForm: postFormMessages,
    postPage: postPageMessages,
    revisions: revisionMessages,
    duplicates: duplicateMessages,
    flags: flagMessages,
    reviews: reviewMessages,
    search: searchMessages,
    card: cardMessages,
    links: linkMessages,
    collections: collectionMessages,
    follows: followMessages,
    directory: directoryMessages,
    tags: tagMessages,
    entities: entityMessages,
    users: usersMessages,
    statistics: statisticsMessages,
    moderate: moderateMessages,
    permissions: permissionMessages,
    templates: templateMessages,
    shortcuts: shortcutsMessages,
    header: {
      title: AGORA_TITLE,
      subtitle: {
        default: 'Questions, answers and shared knowledge',
        questions: 'Ask and answer questions',
        articles: 'Articles written by your colleagues',
        links: 'Useful links shared by your colleagues',
        collections: 'Curated collections of posts',
        favorites: 'Posts you marked as favorite',
        tags: 'Browse posts by topic',
        entities: 'Posts about catalog entities',
        users: 'People who ask, answer and write',
        statistics: 'Activity and leaderboards',
        moderate: 'Moderator tools',
      },
    },
    nav: {
      label: 'Q&A sections',
      openMenu: 'Open Q&A navigation',
      skipToContent: 'Skip to content',
      questions: 'Questions',
      articles: 'Articles',
      links: 'Links',
      collections: 'Collections',
      favorites: 'Favorites',
      tags: 'Tags',
      entities: 'Entities',
      users: 'Users',
      statistics: 'Statistics',
      moderate: 'Moderate',
    },
    state: {
      retry: 'Retry',
      loadFailedTitle: 'Could not load this',
      refreshing: 'Refreshing',
      loading: 'Loading',
      notFoundTitle: 'Not found',
      notFoundDescription:
        'There is nothing at this address. It may have been moved or deleted.',
      goToQuestions: 'Go to questions',
    },
    rightPanel: {
      label: 'Related',
      hotQuestions: 'Hot questions',
      unansweredQuestions: 'Unanswered questions',
      followedTags: 'Followed tags',
      noHotQuestions: 'No hot questions right now.',
      noUnansweredQuestions: 'Every question has an answer.',
      noFollowedTags: 'You do not follow any tags yet.',
      // A heading naming the list, like the two above it, not a statement.
      incorrectQuestions: 'Questions without a correct answer',
      noIncorrectQuestions: 'Every answered question has a correct answer.',
      followedEntities: 'Followed entities',
      noFollowedEntities: 'You do not follow any entities yet.',
      followedUsers: 'Followed people',
      noFollowedUsers: 'You do not follow anyone yet.',
      scope: 'Questions about {{name}}',
      allShownAbove: 'All of them are already listed above.',
      followedCollections: 'Followed collections',
      noFollowedCollections: 'You do not follow any collections yet.',
      followedPosts: 'Followed posts',
      noFollowedPosts: 'You do not follow any posts yet.',
    },
  },
});
