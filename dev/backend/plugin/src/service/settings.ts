import type { RootConfigService } from '@backstage/backend-plugin-api';
import {
  FLAG_HIDE_AFTER_DEFAULT,
  readQuestionMinimums,
  REVIEW_AFTER_DAYS_DEFAULT,
  type QuestionMinimums,
} from '@agora/contract';
import { normalRef } from '../domain/refs';
import { type AiConfig, readAiConfig } from './ai';
import { DEFAULT_SEARCH_LANGUAGE } from '../stores/search/language';

/**
 * Agora's configuration (docs/configuration.md), read and checked once when
 * the plugin starts: a bad value stops the backend with its key named,
 * never a request later, and no route or store reads the config again.
 */
export interface AgoraSettings {
  /** `backend.baseUrl` without a trailing slash, '' without one. */
  backendBaseUrl: string;
  /** `agora.attachments.directory`: uploads on disk, else in the database. */
  attachmentsDirectory?: string;
  /** `agora.search.language` (docs/search.md). */
  searchLanguage: string;
  /** `agora.seed.enabled`: the demo community on an empty database. */
  seedEnabled: boolean;
  /** `agora.devIdentity`: the dev identity header, never in production. */
  devIdentity: boolean;
  /** `agora.moderators`: users and groups, as normalised refs. */
  moderators: ReadonlySet<string>;
  /** `agora.flags.hideAfter`. */
  flagsHideAfter: number;
  /** `agora.review.after`, in days. */
  reviewAfterDays: number;
  /** `agora.revisions.keep`: every revision when unset. */
  revisionsKeep?: number;
  /** `agora.questions.*`. */
  questionMinimums: QuestionMinimums;
  /** `agora.urlMetadata.allowPrivateNetworks` (tests only). */
  allowPrivateNetworks: boolean;
  /** `agora.ai.*`, when both its URL and model are set. */
  ai?: AiConfig;
}

export function readAgoraSettings(config: RootConfigService): AgoraSettings {
  return {
    backendBaseUrl: (config.getOptionalString('backend.baseUrl') ?? '').replace(
      /\/+$/,
      '',
    ),
    attachmentsDirectory: config.getOptionalString(
      'agora.attachments.directory',
    ),
    searchLanguage:
      config.getOptionalString('agora.search.language') ??
      DEFAULT_SEARCH_LANGUAGE,
    seedEnabled: config.getOptionalBoolean('agora.seed.enabled') ?? false,
    devIdentity: config.getOptionalBoolean('agora.devIdentity') ?? false,
    moderators: new Set(
      (config.getOptionalStringArray('agora.moderators') ?? []).map(normalRef),
    ),
    flagsHideAfter: flagsHideAfter(config),
    reviewAfterDays: reviewAfterDays(config),
    revisionsKeep: revisionsKeep(config),
    questionMinimums: readQuestionMinimums(config),
    allowPrivateNetworks:
      config.getOptionalBoolean('agora.urlMetadata.allowPrivateNetworks') ??
      false,
    ai: readAiConfig(config),
  };
}

/**
 * `agora.flags.hideAfter`: open flags from this many people hide an item
 * (docs/configuration.md).
 */
export function flagsHideAfter(config: RootConfigService): number {
  const n = config.getOptionalNumber('agora.flags.hideAfter');
  if (n === undefined) return FLAG_HIDE_AFTER_DEFAULT;
  if (!Number.isInteger(n) || n < 1)
    throw new Error(
      `agora.flags.hideAfter must be a whole number, at least 1, got ${n}`,
    );
  return n;
}

/**
 * `agora.review.after`: days after which articles, links and answered
 * questions are due for review (docs/configuration.md).
 */
export function reviewAfterDays(config: RootConfigService): number {
  const days = config.getOptionalNumber('agora.review.after');
  if (days === undefined) return REVIEW_AFTER_DAYS_DEFAULT;
  if (!Number.isInteger(days) || days < 1)
    throw new Error(
      `agora.review.after must be a whole number of days, at least 1, got ${days}`,
    );
  return days;
}

/** `agora.revisions.keep`: how many revisions of an item to keep, all when absent. */
export function revisionsKeep(config: RootConfigService): number | undefined {
  const keep = config.getOptionalNumber('agora.revisions.keep');
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 2))
    throw new Error(
      `agora.revisions.keep must be an integer of at least 2, got ${keep}`,
    );
  return keep;
}
