import type { SchedulerServiceTaskScheduleDefinitionConfig } from '@backstage/backend-plugin-api';

// The backend package's configuration: the `agora.*` keys the backend plugin
// reads, and the portal search collator's keys (the module ships here). The
// frontend package declares the keys the browser reads (config.d.ts at the
// repository root); docs/configuration.md lists every key with its reader.
export interface Config {
  /** Configuration of the Agora Q&A backend plugin. */
  agora?: {
    /**
     * User or group refs allowed into the moderator functions. Used only
     * while `permission.enabled` is not true; with it, the permission policy
     * decides (docs/permissions.md).
     */
    moderators?: string[];
    /**
     * Development only: lets a request act as another user through the
     * `x-agora-user` header (ignored when NODE_ENV is production, refused
     * with a service's credentials and when `permission.enabled` is true,
     * whose policy judges the credentials). Never enable in production.
     */
    devIdentity?: boolean;
    /** Agora's own search of posts (docs/search.md). */
    search?: {
      /**
       * The language posts are indexed in: on PostgreSQL a text search
       * configuration (`english`, `german`, `simple`, …; see
       * `SELECT cfgname FROM pg_ts_config`), on SQLite `english` (porter
       * stemming) or any other name (no stemming). Changing it rebuilds the
       * index at the next start. Default `english`.
       */
      language?: string;
    };
    /** Demo data seeded into an empty database at start-up. */
    seed?: {
      /**
       * Seeds the demo community when true; off unless set, so a real
       * installation never gets demo data by omission.
       * @default false
       */
      enabled?: boolean;
    };
    /** An OpenAI-compatible service; AI is on when apiUrl and model are set. */
    ai?: {
      /** Base URL, e.g. https://api.openai.com/v1 */
      apiUrl?: string;
      model?: string;
      /** @visibility secret */
      apiKey?: string;
      /** @default true */
      existingQuestions?: boolean;
      /** @default true */
      newQuestions?: boolean;
      /** @default true */
      articleSummaries?: boolean;
      /** @default 60000 */
      timeoutMs?: number;
    };
    attachments?: {
      /** Directory for uploaded images; without it they go to the database. */
      directory?: string;
    };
    /**
     * Notifications through Backstage's notifications plugin
     * (docs/notifications.md); Agora sends none when the backend does not
     * run that plugin.
     */
    notifications?: {
      /**
       * Sends Agora's notifications at all.
       * @default true
       */
      enabled?: boolean;
      /**
       * Kinds an operator switches off (each defaults to true); people mute
       * kinds themselves in Backstage's notification settings.
       */
      kinds?: {
        answer?: boolean;
        comment?: boolean;
        correctAnswer?: boolean;
        followedPost?: boolean;
        collectionPost?: boolean;
        mention?: boolean;
        closedAsDuplicate?: boolean;
      };
    };
    /**
     * The shortest question accepted (docs/api.md, "Posts"). The frontend
     * package declares the same keys with `@visibility frontend`: its ask
     * form states them before submitting.
     */
    questions?: {
      /**
       * Characters a question's title needs at least, trimmed (a whole
       * number from 0, none, to 255).
       * @default 15
       */
      minTitleLength?: number;
      /**
       * Characters a question's content needs at least, trimmed (a whole
       * number from 0, none, to 100000).
       * @default 30
       */
      minContentLength?: number;
    };
    /** Revision history of posts and answers (docs/api.md, "Revisions"). */
    revisions?: {
      /**
       * Keeps only the newest this many revisions of each post and answer
       * (at least 2); all when absent.
       */
      keep?: number;
    };
    /** Flags on posts, answers and comments (docs/api.md, "Flags"). */
    flags?: {
      /**
       * Open flags from this many different people hide an item from
       * everyone but its author and moderators until a moderator reviews
       * its flags (a whole number, at least 1).
       * @default 3
       */
      hideAfter?: number;
    };
    /** Stale content review (docs/api.md, "Reviews"). */
    review?: {
      /**
       * Days after which articles, links and questions with a correct answer
       * are due for review, counted from their creation, last edit or last
       * review (a whole number, at least 1).
       * @default 180
       */
      after?: number;
    };
    /** Link previews of `POST /url`. */
    urlMetadata?: {
      /**
       * Tests only: also fetch pages on loopback and private addresses (the
       * browser tests serve their page on 127.0.0.1). Never enable in
       * production: it lets users make the backend call internal services.
       * @default false
       */
      allowPrivateNetworks?: boolean;
    };
  };
  search?: {
    collators?: {
      /**
       * Agora's portal search collator (`agoraSearchModule`,
       * src/search/module.ts; docs/search.md).
       */
      agora?: {
        /**
         * Where the app mounts Agora's page: the start of every indexed
         * document's `location`.
         * @default /agora
         */
        basePath?: string;
        /**
         * When the collator re-indexes Agora, in Backstage's task schedule
         * format (durations as objects or ISO 8601 strings, or a `cron`
         * expression). Without it: every 10 minutes, a 15 minute timeout
         * and the first run 10 seconds after the backend starts. Without
         * `scope`: `global` when the search index is shared (PostgreSQL,
         * Elasticsearch), `local` when it is in memory (Lunr), so that each
         * replica indexes at its start (docs/search.md).
         */
        schedule?: SchedulerServiceTaskScheduleDefinitionConfig;
      };
    };
  };
}
