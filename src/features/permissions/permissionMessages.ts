/** English strings of what the permissions withhold (`permissions`). */
export const permissionMessages = {
  notAllowed: 'Not allowed',
  createPost:
    'You are not allowed to ask questions, write articles or share links. If you need to, ask the people who run Q&A in your organisation.',
  createCollection:
    'You are not allowed to create collections. If you need to, ask the people who run Q&A in your organisation.',
  vote: 'You are not allowed to vote',
  answer: 'You cannot answer this question',
  comment: 'You cannot comment on this post',
} as const;
