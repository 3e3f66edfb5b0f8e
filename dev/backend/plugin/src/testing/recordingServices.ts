import {
  coreServices,
  createBackendPlugin,
  createServiceFactory,
  type AuditorServiceCreateEventOptions,
} from '@backstage/backend-plugin-api';
import type { JsonObject } from '@backstage/types';
import {
  eventsServiceRef,
  type EventParams,
} from '@backstage/plugin-events-node';

/**
 * An events service that records what Agora publishes (or, `failing`,
 * refuses every publish after counting it). `published` holds the payloads.
 */
export function recordingEvents(options: { failing?: boolean } = {}) {
  const published: EventParams[] = [];
  let attempts = 0;
  const factory = createServiceFactory({
    service: eventsServiceRef,
    deps: {},
    factory: () => ({
      async publish(params: EventParams) {
        attempts++;
        if (options.failing) throw new Error('events backend down');
        published.push(params);
      },
      async subscribe() {},
    }),
  });
  /** Events go out after the response: waits until `count` arrived. */
  const arrived = async (count: number) => {
    for (let i = 0; i < 100 && published.length < count; i++)
      await new Promise(resolve => setTimeout(resolve, 20));
    return published.splice(0);
  };
  return { factory, published, arrived, attempts: () => attempts };
}

/** One audit event as the recording auditor saw it end. */
export interface RecordedAudit {
  eventId: string;
  severityLevel: AuditorServiceCreateEventOptions['severityLevel'];
  meta?: JsonObject;
  /** Whether the event carried the request (the auditor's actor comes from it). */
  withRequest: boolean;
  outcome: 'success' | 'fail';
  error?: string;
}

/** An auditor that records every event once it succeeded or failed. */
export function recordingAuditor() {
  const recorded: RecordedAudit[] = [];
  const factory = createServiceFactory({
    service: coreServices.auditor,
    deps: {},
    factory: () => ({
      async createEvent(options: AuditorServiceCreateEventOptions) {
        const base = {
          eventId: options.eventId,
          severityLevel: options.severityLevel,
          meta: options.meta,
          withRequest: Boolean(options.request),
        };
        return {
          async success() {
            recorded.push({ ...base, outcome: 'success' });
          },
          async fail({ error }: { error: Error }) {
            recorded.push({ ...base, outcome: 'fail', error: error.message });
          },
        };
      },
    }),
  });
  return { factory, recorded };
}

/**
 * A plugin that does nothing but be installed under `pluginId`: Agora
 * notifies and signals only when the backend runs Backstage's notifications
 * and signals plugins (plugin.ts asks which are installed).
 */
export function installedPlugin(pluginId: string) {
  return createBackendPlugin({
    pluginId,
    register(env) {
      env.registerInit({ deps: {}, async init() {} });
    },
  });
}

/**
 * What a listener sends after the response: waits until `recorded` holds
 * `count` items (a second at most) and returns it, as it then is.
 */
export async function arrivedIn<T>(recorded: T[], count: number) {
  for (let i = 0; i < 50 && recorded.length < count; i++)
    await new Promise(resolve => setTimeout(resolve, 20));
  return recorded;
}
