import {
  coreServices,
  createBackendPlugin,
} from '@backstage/backend-plugin-api';
import { migrate } from './migrations';
import { STARTUP_LOCKS, whileLocked } from './service/startupLocks';
import { applySearchLanguage } from './stores/search/language';
import { readAgoraSettings } from './service/settings';
import { reindexAllPosts } from './stores/searchIndex';
import { createRouter } from './router';
import { seedDemoData } from './seed';
import { registerPermissions } from './service/permissionRegistration';
import { createAuthorization } from './service/authorization';
import { notificationService } from '@backstage/plugin-notifications-node';
import { createNotifier } from './notify/notifier';
import { eventsServiceRef } from '@backstage/plugin-events-node';
import { signalsServiceRef } from '@backstage/plugin-signals-node';
import { createSignalsPublisher } from './signals/publisher';
import { createEventsPublisher } from './events/publisher';
import { fanOut } from './writes/listener';
import { readAgoraCollatorConfig } from './search/module';
import { postReadersAmong, unjudgedAmong } from './stores/postReaders';
import { agoraPostResourceRef } from './permissions/postResource';
import { actionsRegistryServiceRef } from '@backstage/backend-plugin-api/alpha';
import { registerAgoraActions } from './actions/register';
import type { PostRow } from './domain/rows';
import { catalogServiceRef } from '@backstage/plugin-catalog-node';
import { catalogDisplayNames } from './notify/displayNames';

/**
 * The Agora backend plugin: the whole API of docs/api.md over the core
 * database service (SQLite by default, PostgreSQL when configured).
 */
export const agoraPlugin = createBackendPlugin({
  pluginId: 'agora',
  register(env) {
    env.registerInit({
      deps: {
        httpRouter: coreServices.httpRouter,
        httpAuth: coreServices.httpAuth,
        userInfo: coreServices.userInfo,
        database: coreServices.database,
        logger: coreServices.logger,
        config: coreServices.rootConfig,
        permissions: coreServices.permissions,
        permissionsRegistry: coreServices.permissionsRegistry,
        instanceMetadata: coreServices.rootInstanceMetadata,
        notifications: notificationService,
        actionsRegistry: actionsRegistryServiceRef,
        auth: coreServices.auth,
        discovery: coreServices.discovery,
        events: eventsServiceRef,
        signals: signalsServiceRef,
        auditor: coreServices.auditor,
        lifecycle: coreServices.lifecycle,
        catalog: catalogServiceRef,
      },
      async init({
        httpRouter,
        httpAuth,
        userInfo,
        database,
        logger,
        config,
        permissions,
        permissionsRegistry,
        instanceMetadata,
        notifications,
        actionsRegistry,
        auth,
        discovery,
        events,
        signals,
        auditor,
        lifecycle,
        catalog,
      }) {
        // Read and checked once: a bad value stops the backend here.
        const settings = readAgoraSettings(config);
        const db = await database.getClient();
        registerPermissions(permissionsRegistry, db);
        const authorization = createAuthorization({
          config,
          permissions,
          permissionsRegistry,
        });
        if (!database.migrations?.skip) {
          await migrate(db);
        }
        // Builds the search index where it is new or its language changed.
        await whileLocked(db, STARTUP_LOCKS.migrations, () =>
          applySearchLanguage(db, settings.searchLanguage, reindexAllPosts),
        );
        // Demo data only when asked for: a real installation that leaves the
        // key out must start empty (docs/configuration.md).
        if (settings.seedEnabled) {
          await seedDemoData(db, logger, new Date(), {
            baseUrl: settings.backendBaseUrl || undefined,
            attachmentsDirectory: settings.attachmentsDirectory,
          });
        }
        // The notification service always resolves; it only works when the
        // backend runs Backstage's notifications plugin.
        const installed = await instanceMetadata.getInstalledPlugins();
        const notificationsInstalled = installed.some(
          plugin => plugin.pluginId === 'notifications',
        );
        // Likewise the signals service, without the signals plugin to carry
        // them to browsers.
        const signalsInstalled = installed.some(
          plugin => plugin.pluginId === 'signals',
        );
        const basePath = readAgoraCollatorConfig(config).basePath;
        // Under a policy: whom of some people it lets read a post.
        const readersAmong = authorization.policyEnabled
          ? (post: PostRow, refs: string[]) =>
              postReadersAmong(
                db,
                permissionsRegistry.getPermissionRuleset(agoraPostResourceRef),
                refs,
                post,
              )
          : undefined;
        const notifier = createNotifier({
          db,
          config,
          logger,
          notifications: notificationsInstalled ? notifications : undefined,
          basePath,
          displayName: catalogDisplayNames({ catalog, auth, logger }),
          ...(readersAmong && {
            readersAmong,
            unjudgedAmong: (post, refs) =>
              unjudgedAmong(
                db,
                permissionsRegistry.getPermissionRuleset(agoraPostResourceRef),
                refs,
                post,
              ),
          }),
        });
        // Every committed write is told to each listener (writes/listener.ts).
        const writes = fanOut(
          db,
          notifier,
          createEventsPublisher({ db, config, logger, events, basePath }),
          // Under a permission policy, only to readers who may have the
          // post open (docs/notifications.md).
          createSignalsPublisher({
            db,
            logger,
            signals: signalsInstalled ? signals : undefined,
            readersAmong,
          }),
        );
        // What the listeners still do in the background finishes first.
        lifecycle.addShutdownHook(() => writes.settled());
        httpRouter.use(
          await createRouter({
            db,
            settings,
            logger,
            httpAuth,
            userInfo,
            authorization,
            writes,
            auditor,
          }),
        );
        registerAgoraActions({
          registry: actionsRegistry,
          auth,
          discovery,
          config,
          basePath,
        });
        // Images are loaded by plain <img> tags that carry no token.
        httpRouter.addAuthPolicy({
          path: '/attachments',
          allow: 'unauthenticated',
        });
        httpRouter.addAuthPolicy({ path: '/health', allow: 'unauthenticated' });
      },
    });
  },
});
