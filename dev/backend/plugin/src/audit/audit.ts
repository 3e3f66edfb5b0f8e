import type { Request } from 'express';
import type {
  AuditorService,
  AuditorServiceEventSeverityLevel,
  LoggerService,
} from '@backstage/backend-plugin-api';
import type { JsonObject } from '@backstage/types';

/**
 * Agora's audit events (docs/integrations.md, "Audit log"), recorded with
 * Backstage's auditor, which takes the actor from the request's credentials.
 */
export const AUDIT_EVENTS = {
  /** A post soft-deleted, with its reason. */
  'post-delete': 'medium',
  'post-restore': 'medium',
  /** A post removed for good. */
  'post-purge': 'high',
  /** A comment soft-deleted, with its reason. */
  'comment-delete': 'medium',
  /** A question closed as a duplicate (or pointed at another original), or reopened. */
  'duplicate-close': 'low',
  'duplicate-reopen': 'low',
  /** A flagged item's open flags resolved from the review queue. */
  'flags-resolve': 'low',
  /** A correct answer unmarked by a moderator on someone else's question. */
  'correct-unmark': 'medium',
  /** Someone else's post, answer or comment edited (a moderator's edit). */
  'content-edit': 'medium',
  /** A tag created, its metadata or experts changed, or deleted. */
  'tag-change': 'medium',
  /** A question template created, replaced or deleted. */
  'template-change': 'low',
  /** A request answered 403. */
  'access-refused': 'medium',
} as const satisfies Record<string, AuditorServiceEventSeverityLevel>;

export type AuditEventId = keyof typeof AUDIT_EVENTS;

/**
 * Runs `write` as the audited action `eventId`: the event is opened before
 * it and closed as a success or, with the error, a failure, which is
 * rethrown unchanged.
 */
export async function audited<T>(
  auditor: AuditorService,
  req: Request,
  eventId: AuditEventId,
  meta: JsonObject,
  write: () => Promise<T>,
): Promise<T> {
  const event = await auditor.createEvent({
    eventId,
    severityLevel: AUDIT_EVENTS[eventId],
    request: req,
    meta,
  });
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await event.fail({ error: error as Error });
    throw error;
  }
  await event.success();
  return result;
}

/** Records an action that already succeeded, e.g. an edit found to be a moderator's. */
export async function recordSuccess(
  auditor: AuditorService,
  req: Request,
  eventId: AuditEventId,
  meta: JsonObject,
) {
  await audited(auditor, req, eventId, meta, async () => undefined);
}

/**
 * Records a 403 from the error handler: method and path, never the body.
 * It must not change the answer, so a failing auditor is only logged.
 */
export async function recordRefusal(
  auditor: AuditorService,
  logger: LoggerService,
  req: Request,
  error: Error,
) {
  try {
    const event = await auditor.createEvent({
      eventId: 'access-refused',
      severityLevel: AUDIT_EVENTS['access-refused'],
      request: req,
      meta: { method: req.method, path: req.originalUrl.split('?')[0] },
    });
    await event.fail({ error });
  } catch (auditError) {
    logger.warn('Agora could not audit a refused request', {
      error: String(auditError),
    });
  }
}
