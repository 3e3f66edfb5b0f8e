import type { SchedulerServiceTaskScheduleDefinitionConfig } from '@backstage/backend-plugin-api';

// The `agora.*` keys are declared by the frontend package (config.d.ts at the
// repository root); the portal search module ships here, so its keys do too.
export interface Config {
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
