import type { Knex } from 'knex';
import type {
  LoggerService,
  RootConfigService,
} from '@backstage/backend-plugin-api';
import type { EventsService } from '@backstage/plugin-events-node';
import {
  AGORA_EVENTS_TOPIC,
  agoraEventPayloadSchema,
  type AgoraEventPayload,
  type AgoraEventType,
} from '@agora/contract';
import { appUrl } from '../service/appLinks';
import type { AgoraWriteEvent } from '../writes/events';
import type { WriteListener } from '../writes/listener';
import { eventPayload, eventTypeOf } from './payload';

export interface EventsPublisherOptions {
  db: Knex;
  config: RootConfigService;
  logger: LoggerService;
  /** Backstage's events service (`eventsServiceRef`). */
  events: EventsService;
  /** Where the app mounts Agora's page, for the links. */
  basePath: string;
}

/**
 * Publishes Agora's committed writes on the events service, topic `agora`
 * (docs/integrations.md): a listener of `writes/listener.ts`. Events go out
 * one after the other in write order, in the background; a failure is
 * logged and the next event still goes out.
 */
export function createEventsPublisher(
  options: EventsPublisherOptions,
): WriteListener {
  const { db, config, logger, events, basePath } = options;
  // Subscribers live outside the app: absolute links.
  const link = appUrl(config, basePath);
  let queue: Promise<void> = Promise.resolve();

  async function publish(event: AgoraWriteEvent, type: AgoraEventType) {
    const payload = await eventPayload(db, event, type, link);
    if (!payload) return;
    await events.publish({
      topic: AGORA_EVENTS_TOPIC,
      // Parsed as subscribers will: a payload off its schema fails here, in tests.
      eventPayload: agoraEventPayloadSchema.parse(withoutUnset(payload)),
    });
  }

  return {
    notify(event) {
      const type = eventTypeOf(event);
      if (!type) return;
      queue = queue.then(() =>
        publish(event, type).catch(error =>
          logger.warn(`Agora could not publish the event ${type}`, {
            error: String(error),
          }),
        ),
      );
    },
    settled: () => queue,
  };
}

/** Leaves out the fields an anonymous item or act has no value for. */
function withoutUnset(payload: AgoraEventPayload): AgoraEventPayload {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  ) as AgoraEventPayload;
}
