/**
 * Wire types of the Agora HTTP API (../shared/spec/contract.md).
 *
 * This module is the single source of truth for request and response shapes:
 * the frontend's RTK Query endpoints and the backend in `dev/backend` both
 * import it, so the two cannot drift apart. Keep it free of runtime imports.
 */

/** The three kinds of post. @public */
export type PostType = 'question' | 'article' | 'link';

/** Visibility of a post or answer: deleted ones are seen by moderators only. @public */
export type PostStatus = 'active' | 'deleted';

/** A user's vote on a post or answer. @public */
export type VoteValue = 1 | -1;

/** Direction of a sort. @public */
export type SortOrder = 'asc' | 'desc';

/** How several tags or entities in a filter combine. @public */
export type FilterRelation = 'and' | 'or';

/** The author of anonymous content as everyone but its author sees it. @public */
export const ANONYMOUS_AUTHOR = 'anonymous';

/** @public */
export interface Comment {
  id: number;
  content: string;
  author: string;
  created: string;
  updated?: string;
  postId: number;
  answerId?: number;
  canEdit?: boolean;
  canDelete?: boolean;
}

/** @public */
export interface Answer {
  id: number;
  postId: number;
  content: string;
  author: string;
  anonymous?: boolean;
  own?: boolean;
  created: string;
  updated?: string;
  updatedBy?: string;
  status?: PostStatus;
  score: number;
  ownVote?: VoteValue;
  correct: boolean;
  images: number[];
  comments: Comment[];
  canEdit?: boolean;
  canDelete?: boolean;
}

/** @public */
export interface Post {
  id: number;
  type: PostType;
  title: string;
  content: string;
  author: string;
  anonymous?: boolean;
  own?: boolean;
  created: string;
  updated?: string;
  updatedBy?: string;
  status: PostStatus;
  deleteReason?: string;
  score: number;
  views: number;
  answersCount: number;
  commentsCount: number;
  correctAnswer: boolean;
  favorite: boolean;
  ownVote?: VoteValue;
  tags: string[];
  entities: string[];
  headerImage?: string;
  url?: string;
  clicks: number;
  images: number[];
  trend?: number;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Present on single reads (`GET /posts/{id}`). */
  answers?: Answer[];
  /** Present on single reads (`GET /posts/{id}`). */
  comments?: Comment[];
}

/** @public */
export interface Collection {
  id: number;
  title: string;
  description?: string;
  owner: string;
  created: string;
  updated?: string;
  headerImage?: string;
  images: number[];
  /** The collection's posts in rank order (single reads). */
  posts?: Post[];
  postsCount: number;
  questionsCount: number;
  articlesCount: number;
  linksCount: number;
  followers: number;
  canEdit?: boolean;
  canDelete?: boolean;
}

/** @public */
export interface Tag {
  id: number;
  tag: string;
  description?: string;
  experts?: string[];
  postsCount: number;
  questionsCount: number;
  articlesCount: number;
  linksCount: number;
  followerCount: number;
  canEdit?: boolean;
  canDelete?: boolean;
}

/** @public */
export interface EntityStats {
  id: number;
  entityRef: string;
  postsCount: number;
  questionsCount: number;
  articlesCount: number;
  linksCount: number;
  followerCount: number;
}

/** @public */
export interface UserStats {
  userRef: string;
  totalViews: number;
  totalQuestions: number;
  totalAnswers: number;
  totalComments: number;
  totalVotes: number;
  totalArticles: number;
  totalLinks: number;
  totalFollowers: number;
  reputation: number;
  answerScore: number;
  postScore: number;
  correctAnswers: number;
  lastSeen?: string;
}

/** @public */
export interface Template {
  id: number;
  title: string;
  description: string;
  questionTitle?: string;
  questionContent?: string;
  tags: string[];
  entities: string[];
}

// ---------------------------------------------------------------- envelopes

/** @public */
export interface PostsResponse {
  posts: Post[];
  total: number;
}
/** @public */
export interface AnswersResponse {
  answers: Answer[];
  total: number;
}
/** @public */
export interface CollectionsResponse {
  collections: Collection[];
  total: number;
}
/** @public */
export interface TagsResponse {
  tags: Tag[];
  total: number;
}
/** @public */
export interface EntitiesResponse {
  entities: EntityStats[];
  total: number;
}
/** @public */
export interface UsersResponse {
  users: UserStats[];
  total: number;
}
/** @public */
export interface TemplatesResponse {
  templates: Template[];
  total: number;
}
/** @public */
export interface FollowedCollectionsResponse {
  collections: Collection[];
  count: number;
}
/** @public */
export interface FollowedTagsResponse {
  tags: Tag[];
  count: number;
}
/** @public */
export interface FollowedEntitiesResponse {
  entityRefs: string[];
  count: number;
}
/** @public */
export interface FollowedUsersResponse {
  followedUserRefs: string[];
  count: number;
}

/** One row of a leaderboard. @public */
export interface RankingEntry {
  author: string;
  total: number;
  position: number;
}
/** @public */
export interface RankingResponse {
  ranking: RankingEntry[];
  /** The caller's own row, also when outside the requested top. */
  loggedUser?: RankingEntry;
}
/** @public */
export interface UserImpact {
  impact: number;
  lastWeekImpact: number;
}

/** Totals shared by global and per-user statistics. @public */
export interface StatisticsTotals {
  totalQuestions: number;
  totalAnswers: number;
  totalArticles: number;
  totalLinks: number;
  totalComments: number;
  totalViews: number;
  totalVotes: number;
  date: string;
}
/** @public */
export interface GlobalStat extends StatisticsTotals {
  totalTags: number;
  totalUsers: number;
}
/** @public */
export interface UserStat extends StatisticsTotals {
  totalFollowers: number;
}
/** @public */
export interface GlobalStatisticsResponse {
  statistics: GlobalStat[];
  summary: GlobalStat;
}
/** @public */
export interface UserStatisticsResponse {
  statistics: UserStat[];
  summary: UserStat;
}

/** @public */
export interface AIStatus {
  enabled: boolean;
  articleSummaries: boolean;
  existingQuestions: boolean;
  newQuestions: boolean;
}
/** @public */
export interface AIResponse {
  answer: string;
  created?: string;
}
/** @public */
export interface Attachment {
  id: number;
  uuid: string;
  locationUri: string;
  mimeType: string;
}
/** @public */
export interface UrlMetadata {
  title?: string;
  content?: string;
  image?: string;
  favicon?: string;
}
/** @public */
export interface TagSuggestionsResponse {
  tags: string[];
}
/** @public */
export interface Suggestion {
  type:
    'noCorrectAnswer' | 'newArticle' | 'newQuestion' | 'newLink' | 'draftPost';
  id: string;
  post: Post;
}
/** @public */
export interface SuggestionsResponse {
  suggestions: Suggestion[];
}
/** A validation or domain error as the server reports it. @public */
export interface ErrorItem {
  message: string;
  path?: string;
}
/** @public */
export interface ErrorBody {
  errors: ErrorItem[];
  type?: 'body' | 'query';
}

// ---------------------------------------------------------------- requests

/** @public */
export type PostOrderBy =
  | 'created'
  | 'updated'
  | 'title'
  | 'views'
  | 'score'
  | 'answersCount'
  | 'trend'
  | 'rank';

/** Query of `POST /posts/query` and `GET /posts/list/{type}`. @public */
export interface PostsQuery {
  type?: PostType;
  limit?: number;
  offset?: number;
  orderBy?: PostOrderBy;
  order?: SortOrder;
  searchQuery?: string;
  tags?: string[];
  tagsRelation?: FilterRelation;
  entities?: string[];
  entitiesRelation?: FilterRelation;
  author?: string;
  favorite?: boolean;
  noAnswers?: boolean;
  noCorrectAnswer?: boolean;
  noVotes?: boolean;
  fromDate?: string;
  toDate?: string;
  collectionId?: number;
  status?: PostStatus;
}

/** Preset lists of `GET /posts/list/{type}`. @public */
export type PostListPreset =
  'hot' | 'unanswered' | 'incorrect' | 'recent' | 'own' | 'followed';

/** Body of `POST /posts` and `POST /posts/{id}`. @public */
export interface PostRequest {
  type: PostType;
  title: string;
  content: string;
  tags?: string[];
  entities?: string[];
  images?: number[];
  anonymous?: boolean;
  headerImage?: string;
  url?: string;
}

/** @public */
export type AnswerOrderBy = 'created' | 'updated' | 'score';

/** @public */
export interface AnswersQuery {
  author?: string;
  postId?: number;
  orderBy?: AnswerOrderBy;
  order?: SortOrder;
  searchQuery?: string;
  noVotes?: boolean;
  fromDate?: string;
  toDate?: string;
  limit?: number;
  offset?: number;
}

/** Body of `POST /posts/{id}/answers` and `POST /posts/{id}/answers/{answerId}`. @public */
export interface AnswerRequest {
  answer: string;
  images?: number[];
  anonymous?: boolean;
}

/** Shared query of the tags, entities, users and collections lists. @public */
export interface ListQuery {
  limit?: number;
  offset?: number;
  orderBy?: string;
  order?: SortOrder;
  searchQuery?: string;
}

/** @public */
export interface CollectionsQuery extends ListQuery {
  owner?: string;
}

/** Body of `POST /collections` and `POST /collections/{id}`. @public */
export interface CollectionRequest {
  title: string;
  description?: string;
  headerImage?: string;
  images?: number[];
}

/** Moves of `POST /collections/{id}/rank`. @public */
export type RankMove = 'top' | 'up' | 'down' | 'bottom';

/** Body of `PUT /tags` and `POST /tags/{id}`. @public */
export interface TagRequest {
  tag?: string;
  description?: string;
  experts?: string[];
}

/** Body of `POST /templates` and `POST /templates/{id}`. @public */
export interface TemplateRequest {
  title: string;
  description: string;
  questionTitle?: string;
  questionContent?: string;
  tags?: string[];
  entities?: string[];
}

/** @public */
export type StatisticsPeriod = '7d' | '30d' | '1y';

/** @public */
export interface RankingQuery {
  limit?: number;
  period?: StatisticsPeriod;
}

/** The five leaderboards of `/statistics/...`. @public */
export type Leaderboard =
  | 'answers/top-upvoted-users'
  | 'answers/top-correct-upvoted-users'
  | 'posts/top-upvoted-users'
  | 'posts/most-questions'
  | 'answers/most-answers';

/** Limits shared by client-side forms and server-side validation. @public */
export const LIMITS = {
  titleMaxLength: 255,
  tagMaxLength: 50,
  maxTagsPerPost: 5,
  defaultPageSize: 10,
  maxPageSize: 100,
  attachmentMaxBytes: 5 * 1024 * 1024,
} as const;

/** Valid tag names: lower-case words joined by `-`, `_` or `.`. @public */
export const TAG_PATTERN = /^[a-z0-9+#]+([-_.][a-z0-9+#]+)*$/;
