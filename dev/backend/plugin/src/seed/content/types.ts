import type { TEAMS } from '../catalogRefs';

export type Team = keyof typeof TEAMS;

/** A demo question and the answers the community gave it. */
export interface QuestionSeed {
  title: string;
  team: Team;
  tags: string[];
  entities: string[];
  body: string;
  answers: string[];
  /** Index into `answers` of the accepted one. */
  correct?: number;
  /** Asked anonymously (the real author is still stored). */
  anonymous?: boolean;
  /** Answer indexes given anonymously. */
  anonymousAnswers?: number[];
}

export interface ArticleSeed {
  title: string;
  team: Team;
  tags: string[];
  entities: string[];
  body: string;
}

export interface LinkSeed {
  title: string;
  team: Team;
  url: string;
  tags: string[];
  entities: string[];
  body: string;
}
