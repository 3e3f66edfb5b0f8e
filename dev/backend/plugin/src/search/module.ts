import {
  coreServices,
  createBackendModule,
  readSchedulerServiceTaskScheduleDefinitionFromConfig,
  type RootConfigService,
  type SchedulerServiceTaskScheduleDefinition,
} from '@backstage/backend-plugin-api';
import { searchIndexRegistryExtensionPoint } from '@backstage/plugin-search-backend-node/alpha';
import { AgoraCollatorFactory } from './collator';

/**
 * How often Agora is re-indexed unless `search.collators.agora.schedule`
 * says otherwise: new and edited posts reach portal search within ten
 * minutes, and the first run waits for the backend to finish starting.
 */
export const DEFAULT_AGORA_SCHEDULE: SchedulerServiceTaskScheduleDefinition = {
  frequency: { minutes: 10 },
  timeout: { minutes: 15 },
  initialDelay: { seconds: 10 },
};

/** Where apps usually mount Agora's page (`search.collators.agora.basePath`). */
export const DEFAULT_AGORA_BASE_PATH = '/agora';

/** The collator's settings under `search.collators.agora`, defaults filled in. */
export function readAgoraCollatorConfig(config: RootConfigService) {
  const own = config.getOptionalConfig('search.collators.agora');
  return {
    schedule: own?.has('schedule')
      ? readSchedulerServiceTaskScheduleDefinitionFromConfig(
          own.getConfig('schedule'),
        )
      : DEFAULT_AGORA_SCHEDULE,
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
