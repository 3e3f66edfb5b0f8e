import { DEFAULT_AGORA_BASE_PATH } from '../service/appLinks';
import {
  coreServices,
  createBackendModule,
  readSchedulerServiceTaskScheduleDefinitionFromConfig,
  type RootConfigService,
  type SchedulerServiceTaskScheduleDefinition,
} from '@backstage/backend-plugin-api';
import { searchIndexRegistryExtensionPoint } from '@backstage/plugin-search-backend-node/alpha';
import { AgoraCollatorFactory } from './collator';
import { isPgClient } from '../stores/dialect';

/**
 * How often Agora is re-indexed unless `search.collators.agora.schedule`
 * says otherwise: new and edited posts reach portal search within ten
 * minutes, and the first run waits for the backend to finish starting.
 * The scope is chosen per engine (`agoraScheduleScope`).
 */
export const DEFAULT_AGORA_SCHEDULE: Omit<
  SchedulerServiceTaskScheduleDefinition,
  'scope'
> = {
  frequency: { minutes: 10 },
  timeout: { minutes: 15 },
  initialDelay: { seconds: 10 },
};

/**
 * The scope of the default schedule. An engine that keeps its index in
 * memory (Lunr, the search backend's fallback) starts every process with an
 * empty index, so each replica must index at its own start: `local`. A
 * global task would wait for the slot persisted by the previous run
 * (`next_run_start_at` in the search plugin's database) and search would
 * answer `MissingIndexError` until then. An engine that keeps its index in a
 * shared store (PostgreSQL, Elasticsearch/OpenSearch) keeps it across
 * restarts, so one replica per slot is enough: `global`.
 *
 * The engine is not visible to a module, so this reads the config the
 * engines read: `search.elasticsearch`, or a PostgreSQL database for the
 * search plugin (where `@backstage/plugin-search-backend-module-pg` works).
 * A PostgreSQL backend whose search still runs on Lunr sets
 * `schedule.scope: local` (docs/search.md).
 */
export function agoraScheduleScope(
  config: RootConfigService,
): 'local' | 'global' {
  if (config.has('search.elasticsearch')) return 'global';
  const client =
    config.getOptionalString('backend.database.plugin.search.client') ??
    config.getOptionalString('backend.database.client');
  return isPgClient(client) ? 'global' : 'local';
}

/** The collator's settings under `search.collators.agora`, defaults filled in. */
export function readAgoraCollatorConfig(config: RootConfigService) {
  const own = config.getOptionalConfig('search.collators.agora');
  const schedule: SchedulerServiceTaskScheduleDefinition = own?.has('schedule')
    ? readSchedulerServiceTaskScheduleDefinitionFromConfig(
        own.getConfig('schedule'),
      )
    : DEFAULT_AGORA_SCHEDULE;
  return {
    // A configured schedule without a scope gets the engine's, as the
    // default does: the scheduler's own default (global) is wrong for Lunr.
    schedule: {
      ...schedule,
      scope: schedule.scope ?? agoraScheduleScope(config),
    },
    basePath: own?.getOptionalString('basePath') ?? DEFAULT_AGORA_BASE_PATH,
  };
}

/**
 * The search backend module that indexes Agora's posts and collections as
 * documents of type `agora` (docs/search.md). Add it to a backend that runs
 * `@backstage/plugin-search-backend`.
 *
 * @public
 */
export const agoraSearchModule = createBackendModule({
  pluginId: 'search',
  moduleId: 'agora-collator',
  register(env) {
    env.registerInit({
      deps: {
        indexRegistry: searchIndexRegistryExtensionPoint,
        scheduler: coreServices.scheduler,
        config: coreServices.rootConfig,
        auth: coreServices.auth,
        discovery: coreServices.discovery,
        logger: coreServices.logger,
      },
      async init({
        indexRegistry,
        scheduler,
        config,
        auth,
        discovery,
        logger,
      }) {
        const { schedule, basePath } = readAgoraCollatorConfig(config);
        indexRegistry.addCollator({
          schedule: scheduler.createScheduledTaskRunner(schedule),
          factory: new AgoraCollatorFactory({
            auth,
            discovery,
            logger,
            basePath,
          }),
        });
      },
    });
  },
});
