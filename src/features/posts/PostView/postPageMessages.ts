import { ANONYMOUS_HINT } from '../PostForm/postFormMessages';

/**
 * English strings of a single post's page: the post block, answers, the
 * answer form, comments and the AI card. One block in the translation ref
 * (`postPage`), because articles and links reuse the same pieces.
 */
export const postPageMessages = {
  post: {
    created: {
      question: 'Asked',
      article: 'Published',
      link: 'Shared',
    },
    by: 'by',
    updated: 'Edited',
    viewed_one: 'Viewed {{count}} time',
    viewed_other: 'Viewed {{count}} times',
    ownVote: 'You cannot vote on your own post',
    deletedVote: 'A deleted post takes no votes',
    actions: 'Post actions',
    deleteTitle: {
      question: 'Delete this question?',
      article: 'Delete this article?',
      link: 'Delete this link?',
    },
    deleteMessage:
      'It will be hidden from everyone but moderators, who can restore it.',
    deleteConfirm: {
      question: 'Delete question',
      article: 'Delete article',
      link: 'Delete link',
    },
    deleteFailed: 'Could not delete the post',
    deleted: 'This post was deleted. Only moderators can see it.',
    deletedByModerator:
      'This post was deleted by a moderator. Only you and moderators can see it.',
    deletedByYou: 'You deleted this post. Only you and moderators can see it.',
    deletedReason: 'Reason: {{reason}}',
    restore: 'Restore',
  },
  notFound: {
    question: 'This question does not exist, or it was deleted.',
    article: 'This article does not exist, or it was deleted.',
    link: 'This link does not exist, or it was deleted.',
  },
  answers: {
    count_one: '{{count}} answer',
    count_other: '{{count}} answers',
    none: 'No answers yet',
    noneHint: 'Know the answer? Write it below.',
    sortLabel: 'Sort answers',
    sort: {
      default: 'Correct first',
      newest: 'Newest',
      oldest: 'Oldest',
      score: 'Highest score',
    },
    correct: 'Correct answer',
    markCorrect: 'Mark as correct answer',
    unmarkCorrect: 'Unmark as correct answer',
    markFailed: 'Could not change the correct answer',
    ownVote: 'You cannot vote on your own answer',
    editLabel: 'Edit answer',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    delete: 'Delete answer',
    deleteTitle: 'Delete this answer?',
    deleteMessage: 'It will be hidden from everyone but moderators.',
    deleteFailed: 'Could not delete the answer',
    correctCannotBeDeleted: 'A correct answer cannot be deleted',
    empty: 'The answer cannot be empty',
    // `when` is a relative time ("2 days ago"), `author` the author's name.
    byline: 'Answered {{when}} by {{author}}',
  },
  answerForm: {
    heading: 'Your answer',
    label: 'Your answer',
    anonymous: 'Post anonymously',
    anonymousHint: ANONYMOUS_HINT,
    submit: 'Post your answer',
    submitting: 'Posting…',
    required: 'Write an answer before posting',
  },
  comments: {
    heading: 'Comments',
    listLabel: 'Comments',
    add: 'Add a comment',
    label: 'Comment',
    submit: 'Add comment',
    submitting: 'Adding…',
    save: 'Save',
    cancel: 'Cancel',
    deleteTitle: 'Delete this comment?',
    deleteConfirm: 'Delete comment',
    deleteFailed: 'Could not delete the comment',
    edited: 'edited',
    required: 'Write a comment first',
  },
  ai: {
    title: 'AI-generated answer',
    badge: 'AI',
    disclaimer:
      'This answer was written by an AI model. It may be wrong; check it before relying on it.',
    summaryTitle: 'AI summary',
    summaryDisclaimer:
      'This summary was written by an AI model. It may leave out or get wrong what the article says.',
  },
  article: {
    contents: 'Contents',
  },
  /** The notice of answers and comments others added while the page is open. */
  live: {
    answers_one: '{{count}} new answer',
    answers_other: '{{count}} new answers',
    comments_one: '{{count}} new comment',
    comments_other: '{{count}} new comments',
    // Both kinds at once: "1 new answer and 2 new comments".
    both: '{{answers}} and {{comments}}',
    show: 'Show',
  },
} as const;
