import type { Knex } from 'knex';
import type {
  LoggerService,
  RootConfigService,
} from '@backstage/backend-plugin-api';
import type { NotificationService } from '@backstage/plugin-notifications-node';
import { NOTIFICATION_KINDS, type NotificationKind } from '@agora/contract';
import { planDeliveries, type DisplayName } from './deliveries';
import { isFlagHidden } from '../stores/flagHidden';
import type { AgoraWriteEvent } from '../writes/events';
import type { WriteListener, WrittenPostOf } from '../writes/listener';
import type { PostRow } from '../domain/rows';

/**
 * Tells people of Agora's writes (docs/notifications.md): one listener of
 * the committed writes (`writes/listener.ts`).
 */
export type Notifier = WriteListener;

/** The writes anyone is told of; the others cost the notifier nothing. */
const NOTIFIED = new Set<AgoraWriteEvent['type']>([
  'postCreated',
  'contentEdited',
  'answerCreated',
  'answerCorrect',
  'commentCreated',
  'postAddedToCollection',
  'questionClosed',
]);

export interface NotifierOptions {
  db: Knex;
  config: RootConfigService;
  logger: LoggerService;
  /** Backstage's notification service; undefined when the backend has no notifications plugin. */
  notifications?: NotificationService;
  /** Where the app mounts Agora's page, for the links. */
  basePath: string;
  /**
   * Under a permission policy: those of `refs` (users, or members of its
   * groups) whom the policy lets read the post (`permissions/postReaders.ts`).
   * Without one, everyone reads every live post.
   */
  readersAmong?: (post: PostRow, refs: string[]) => Promise<string[]>;
  /**
   * Under a policy: whom a mention of `refs` reaches that the policy has
   * never judged, and the recorded non-readers to leave out of its groups
   * (`permissions/postReaders.ts`). They get the delivery's `unjudged` notice.
   */
  unjudgedAmong?: (
    post: PostRow,
    refs: string[],
  ) => Promise<{ to: string[]; exclude: string[] }>;
  /** Names of the people who acted (notify/displayNames.ts); handles without it. */
  displayName?: DisplayName;
}

/** The kinds `agora.notifications` switches on (all by default). */
export function enabledKinds(config: RootConfigService): Set<NotificationKind> {
  const own = config.getOptionalConfig('agora.notifications');
  if (!(own?.getOptionalBoolean('enabled') ?? true)) return new Set();
  return new Set(
    NOTIFICATION_KINDS.filter(
      kind => own?.getOptionalBoolean(`kinds.${kind}`) ?? true,
    ),
  );
}

export function createNotifier(options: NotifierOptions): Notifier {
  const {
    db,
    config,
    logger,
    notifications,
    basePath,
    readersAmong,
    unjudgedAmong,
    displayName,
  } = options;
  const kinds = enabledKinds(config);
  const inFlight = new Set<Promise<void>>();
  if (!notifications) {
    logger.info(
      'Backstage notifications are not installed in this backend: Agora notifies nobody',
    );
  }

  async function deliver(event: AgoraWriteEvent, written: WrittenPostOf) {
    if (!notifications) return;
    const sent = new Set<string>([event.actor]);
    // The post unless deleted meanwhile, read once for all listeners.
    const subject = await written();
    if (!subject) return;
    // A post hidden by flags is read only by its author and moderators
    // (stores/flagHidden.ts), who find it in the review queue: of the
    // people an event would reach, only its author hears of it.
    const { row: post, hidden } = subject;
    // Whether one person reads another post the notice would name (the
    // original of a closed question): the policy's verdict and flags.
    const mayRead = async (row: PostRow, ref: string) =>
      (row.author === ref || !(await isFlagHidden(db, 'post', row.id))) &&
      (!readersAmong || (await readersAmong(row, [ref])).includes(ref));
    for (const delivery of await planDeliveries(
      db,
      event,
      post,
      basePath,
      mayRead,
      displayName,
    )) {
      if (!kinds.has(delivery.kind)) continue;
      const mentioned = [...new Set(delivery.to)];
      let to = mentioned;
      // Under a policy, groups become their members who may read the post.
      if (readersAmong) to = await readersAmong(post, to);
      if (hidden) to = to.filter(ref => ref === post.author);
      to = to.filter(ref => !sent.has(ref));
      if (to.length > 0) {
        await notifications.send({
          recipients: {
            type: 'entity',
            entityRef: to,
            // Leaves out, also from mentioned groups, the actor and everyone
            // an earlier delivery of this event reached.
            excludeEntityRef: [...sent],
          },
          payload: delivery.payload,
        });
        for (const ref of to) sent.add(ref);
      }
      // Those the policy never judged hear only that they were mentioned
      // (docs/notifications.md); nobody but its author reads a hidden post.
      if (!delivery.unjudged || !unjudgedAmong || hidden) continue;
      const unjudged = await unjudgedAmong(post, mentioned);
      const rest = unjudged.to.filter(ref => !sent.has(ref));
      if (rest.length === 0) continue;
      await notifications.send({
        recipients: {
          type: 'entity',
          entityRef: rest,
          excludeEntityRef: [...new Set([...sent, ...unjudged.exclude])],
        },
        payload: delivery.unjudged,
      });
      for (const ref of rest) sent.add(ref);
    }
  }

  return {
    notify(event, written) {
      if (!notifications || kinds.size === 0 || !NOTIFIED.has(event.type))
        return;
      const work = deliver(event, written)
        .catch(error =>
          logger.warn(`Agora could not send notifications of ${event.type}`, {
            error: String(error),
          }),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
