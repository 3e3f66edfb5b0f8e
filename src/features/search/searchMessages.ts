/** Strings of Agora's portal search result item. */
export const searchMessages = {
  kind: {
    question: 'Question',
    article: 'Article',
    link: 'Link',
    collection: 'Collection',
  },
  anonymous: 'Anonymous',
  score_one: '{{count}} vote',
  score_other: '{{count}} votes',
  answers_one: '{{count}} answer',
  answers_other: '{{count}} answers',
  views_one: '{{count}} view',
  views_other: '{{count}} views',
  posts_one: '{{count}} post',
  posts_other: '{{count}} posts',
};
