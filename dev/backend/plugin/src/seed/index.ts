import type { Knex } from 'knex';
import type { LoggerService } from '@backstage/backend-plugin-api';
import { reindexAllPosts } from '../stores/searchIndex';
import { ALL_USERS } from './catalogRefs';
import { createRandom } from './random';
import { createClock } from './clock';
import { insertPost, type PostDraft, type SeededPost } from './insertPosts';
import { insertCuration, insertTags } from './insertCuration';
import { insertDeletedPosts } from './insertDeleted';
import { insertSecretPosts } from './insertSecret';
import { recomputeCounters } from './counters';
import { recountPosts } from '../stores/counters/postCounts';
import { recountDirectories } from '../stores/counters/directoryCounts';
import {
  recountDailyCounts,
  recountStatisticsTotals,
} from '../stores/counters/dailyCounts';
import { recountLeaderboards } from '../stores/counters/leaderboardCounts';
import { recountLastActivity } from '../stores/counters/lastActivity';
import { paymentsQuestions } from './content/paymentsQuestions';
import { platformQuestions } from './content/platformQuestions';
import { mobileQuestions } from './content/mobileQuestions';
import { articles } from './content/articles';
import { links } from './content/links';
import { AGORA_API, imageAddress, images } from './content/images';
import { saveAttachment } from '../stores/attachments';
import { lockTransaction, STARTUP_LOCKS } from '../service/startupLocks';

/** Fixed so that every machine gets the same community. */
const SEED = 20240611;

/** All demo posts, including one a moderator removed. */
function drafts(agoraApi: string): PostDraft[] {
  const posts: PostDraft[] = [
    ...[...paymentsQuestions, ...platformQuestions, ...mobileQuestions].map(
      ({ body, ...q }): PostDraft => ({
        ...q,
        type: 'question',
        content: body,
      }),
    ),
    ...articles.map(({ body, ...a }): PostDraft => ({
      ...a,
      type: 'article',
      content: body,
    })),
    ...links.map(({ body, ...l }): PostDraft => ({
      ...l,
      type: 'link',
      content: body,
    })),
    {
      type: 'question',
      title: 'Can someone paste the production database password here?',
      content: 'I need to run a quick query on payments-db in production.',
      team: 'payments',
      tags: ['postgresql'],
      entities: [],
      status: 'deleted',
      deleteReason:
        'Never share credentials in Q&A; request temporary access through the vault instead.',
    },
  ];
  return posts.map(post => ({
    ...post,
    content: post.content.split(AGORA_API).join(agoraApi),
  }));
}

/** Where the seed puts images: as the upload route would (routes/attachments.ts). */
export interface SeedOptions {
  /** `backend.baseUrl`; without it image addresses are paths, as uploads' are. */
  baseUrl?: string;
  /** `agora.attachments.directory`. */
  attachmentsDirectory?: string;
}

/**
 * Seeds the demo community into an empty database: ~60 posts with answers,
 * comments, votes, views, clicks, favorites, tags, collections, templates and
 * follows by the users of dev/catalog, over the last six months (see
 * clock.ts). Does nothing when any post exists, so it runs once per database
 * and never touches real data. Everything is written in one transaction,
 * which on PostgreSQL first takes an advisory lock: replicas started
 * together on an empty database queue there, and each after the first
 * finds its posts and does nothing.
 */
export async function seedDemoData(
  db: Knex,
  logger: LoggerService,
  now = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  const random = createRandom(SEED);
  const clock = createClock(now, random);
  await db.transaction(async trx => {
    await lockTransaction(trx, STARTUP_LOCKS.seed);
    const existing = await trx('posts').count({ count: '*' }).first();
    if (Number(existing?.count ?? 0) > 0) return;
    const tagIds = await insertTags(trx, clock);
    // Dates are drawn first and posts inserted oldest first, so ids follow time.
    const agoraApi = `${options.baseUrl ?? ''}/api/agora`;
    const all = drafts(agoraApi);
    const dated = all
      .map(draft => ({ draft, created: clock.daysAgo(1, 180) }))
      .sort((a, b) => a.created.localeCompare(b.created));
    const posts: SeededPost[] = [];
    for (const { draft, created } of dated) {
      posts.push(
        await insertPost(trx, draft, { random, clock, tagIds, created }),
      );
    }
    // Each image is uploaded by the author of the post that shows it.
    for (const image of images) {
      const address = imageAddress(image).split(AGORA_API).join(agoraApi);
      const shownIn = all.find(draft => draft.content.includes(address));
      const author = posts.find(post => post.title === shownIn?.title)?.author;
      await saveAttachment(
        trx,
        { data: Buffer.from(image.base64, 'base64'), mimeType: image.mimeType },
        author ?? ALL_USERS[0],
        options.attachmentsDirectory,
        image.uuid,
      );
    }
    await insertCuration(trx, posts, tagIds, clock, random, {
      agoraApi,
      attachmentsDirectory: options.attachmentsDirectory,
    });
    await insertDeletedPosts(trx, tagIds, clock);
    await insertSecretPosts(trx, tagIds, clock);
    await recomputeCounters(trx);
    await recountLastActivity(trx);
    await recountPosts(trx);
    await recountDirectories(trx);
    await recountDailyCounts(trx);
    await recountStatisticsTotals(trx);
    await recountLeaderboards(trx);
    await reindexAllPosts(trx);
    logger.info(`Seeded the Agora demo community: ${posts.length} posts`);
  });
}
