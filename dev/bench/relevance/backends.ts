import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseAllDocuments } from 'yaml';
import { mockCredentials } from '@backstage/backend-test-utils';
import type {
  BackstageCredentials,
  LoggerService,
  UserInfoService,
} from '@backstage/backend-plugin-api';
import {
  LunrSearchEngine,
  type RegisterCollatorParameters,
} from '@backstage/plugin-search-backend-node';
import { searchIndexRegistryExtensionPoint } from '@backstage/plugin-search-backend-node/alpha';
import type { AgoraSearchDocument, Post, PostsResponse } from '@agora/contract';
import {
  agoraRequests,
  startAgoraTestBackend,
} from '../../backend/plugin/src/testing/startAgoraTestBackend';
import {
  permissionsWithPolicy,
  type TestPolicy,
} from '../../backend/plugin/src/testing/testPolicy';
import { agoraSearchModule } from '../../backend/plugin/src/search/module';
import { USERS as DEMO } from '../../backend/plugin/src/seed/catalogRefs';
import { DevPermissionPolicy } from '../../backend/devPermissionPolicy';

const REPO = path.resolve(__dirname, '../../..');

/**
 * Whom the benchmark searches as: Liam Chen, of the platform team, neither
 * a moderator nor in payments, so the dev policy hides the posts tagged
 * `secret` from him as it does in the portal.
 */
export const READER = DEMO.liam;

/**
 * Each demo user's ownership refs as the portal's sign-in resolves them
 * from the catalog (dev/catalog/org.yaml): the user and the groups of
 * `spec.memberOf`. The dev policy judges these groups.
 */
function demoOwnership(): Map<string, string[]> {
  const text = fs.readFileSync(path.join(REPO, 'dev/catalog/org.yaml'), 'utf8');
  const ownership = new Map<string, string[]>();
  for (const document of parseAllDocuments(text)) {
    const entity = document.toJS() as {
      kind?: string;
      metadata?: { name?: string };
      spec?: { memberOf?: string[] };
    } | null;
    if (entity?.kind !== 'User' || !entity.metadata?.name) continue;
    const ref = `user:default/${entity.metadata.name}`;
    const groups = (entity.spec?.memberOf ?? []).map(group =>
      group.includes(':') ? group : `group:default/${group}`,
    );
    ownership.set(ref, [ref, ...groups]);
  }
  return ownership;
}

/**
 * The dev portal's policy (dev/backend/devPermissionPolicy.ts) as the
 * permission backend would answer with it, each user with their catalog
 * groups; a service (the collator) has no user and so no groups.
 */
function devPolicy(): TestPolicy {
  const ownership = demoOwnership();
  const userInfo: UserInfoService = {
    getUserInfo: async (credentials: BackstageCredentials) => {
      const ref = (credentials.principal as { userEntityRef: string })
        .userEntityRef;
      return {
        userEntityRef: ref,
        ownershipEntityRefs: ownership.get(ref) ?? [ref],
      };
    },
  };
  const policy = new DevPermissionPolicy(userInfo);
  return (permission, userRef) =>
    policy.handle(
      { permission },
      userRef
        ? {
            credentials: mockCredentials.user(userRef),
            info: {
              userEntityRef: userRef,
              ownershipEntityRefs: ownership.get(userRef) ?? [userRef],
            },
          }
        : undefined,
    );
}

/** The PostgreSQL server to use, or why there is none. */
export function postgresServer(): { url?: string; skipped?: string } {
  // As `npm run test:pg` (dev/scripts/test-pg.sh): AGORA_TEST_PG, else the local cluster.
  if (process.env.AGORA_TEST_PG) return { url: process.env.AGORA_TEST_PG };
  if (!fs.existsSync('/usr/lib/postgresql'))
    return {
      skipped:
        'no PostgreSQL installed (/usr/lib/postgresql missing) and AGORA_TEST_PG not set',
    };
  try {
    const url = execFileSync(
      'bash',
      [path.join(REPO, 'dev/scripts/start-postgres.sh')],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
      .trim()
      .split('\n')
      .pop();
    return url
      ? { url }
      : { skipped: 'start-postgres.sh printed no connection string' };
  } catch (e) {
    return {
      skipped: `could not start the local PostgreSQL cluster: ${(e as Error).message.split('\n')[0]}`,
    };
  }
}

/** One answer of Agora's own search. */
export interface AgoraAnswer {
  titles: string[];
  /** The response's `search` outcome (corrected query, some words), if any. */
  remark?: string;
}

/**
 * The real Agora plugin with the dev portal's seeded community
 * (`agora.seed.enabled`, as roundTrip.test.ts starts it), through the
 * backend tests' own helper: in-memory SQLite, or a fresh database on the
 * PostgreSQL server `pg` (dropped again by `stop`). The portal's permission
 * setup: `permission.enabled` with the dev policy, the reader signed in
 * with their credentials (no dev identity header). Agora's search module
 * registers its collator with a stand-in of the search plugin's index
 * registry (as search/module.test.ts does), so the benchmark can feed the
 * collator's documents into a Lunr engine itself.
 */
export async function startRelevanceBackend(pg?: string) {
  const registered: RegisterCollatorParameters[] = [];
  const saved = process.env.AGORA_TEST_PG;
  // startAgoraTestBackend reads AGORA_TEST_PG when called (and keeps it for stop).
  if (pg) process.env.AGORA_TEST_PG = pg;
  else delete process.env.AGORA_TEST_PG;
  let backend: Awaited<ReturnType<typeof startAgoraTestBackend>>;
  try {
    backend = await startAgoraTestBackend({
      config: {
        permission: { enabled: true },
        agora: { devIdentity: false, seed: { enabled: true } },
        search: {
          collators: {
            agora: {
              schedule: { frequency: { hours: 1 }, timeout: { minutes: 5 } },
            },
          },
        },
      },
      features: [permissionsWithPolicy(devPolicy()), agoraSearchModule],
      extensionPoints: [
        [
          searchIndexRegistryExtensionPoint,
          {
            addCollator: (options: RegisterCollatorParameters) =>
              registered.push(options),
          },
        ],
      ],
    });
  } finally {
    if (saved === undefined) delete process.env.AGORA_TEST_PG;
    else process.env.AGORA_TEST_PG = saved;
  }
  const reader = agoraRequests(backend.server, test =>
    test.set('authorization', mockCredentials.user.header(READER)),
  );

  /** Every post the reader may read, paged through `POST /posts/query`. */
  async function readablePosts(): Promise<Post[]> {
    const posts: Post[] = [];
    for (;;) {
      const res = await reader.post('/posts/query', {
        limit: 100,
        offset: posts.length,
        orderBy: 'created',
        order: 'asc',
      });
      if (res.status !== 200)
        throw new Error(`POST /posts/query answered ${res.status}`);
      const body = res.body as PostsResponse;
      posts.push(...body.posts);
      if (body.posts.length === 0 || posts.length >= body.total) return posts;
    }
  }

  /**
   * Agora's own search as the list's search box asks it: the words and a
   * page of ten, no order (the server picks a search's default order).
   */
  async function search(searchQuery: string): Promise<AgoraAnswer> {
    const res = await reader.post('/posts/query', { searchQuery, limit: 10 });
    if (res.status !== 200)
      throw new Error(
        `POST /posts/query ${JSON.stringify(searchQuery)} answered ${res.status}: ${JSON.stringify(res.body)}`,
      );
    const body = res.body as PostsResponse & {
      search?: { correctedQuery?: string; someWords?: boolean };
    };
    const remarks = [
      body.search?.correctedQuery !== undefined &&
        `corrected to "${body.search.correctedQuery}"`,
      body.search?.someWords && 'some of the words',
    ].filter(Boolean);
    return {
      titles: body.posts.map(p => p.title),
      ...(remarks.length && { remark: remarks.join(', ') }),
    };
  }

  /** The documents Agora's collator gives the search backend. */
  function collator() {
    if (registered.length !== 1)
      throw new Error(
        `Agora's search module registered ${registered.length} collators, expected 1`,
      );
    return registered[0].factory;
  }

  return {
    readablePosts,
    search,
    collator,
    stop: () => backend.stop(),
  };
}

export type RelevanceBackend = Awaited<
  ReturnType<typeof startRelevanceBackend>
>;

const silentLogger: LoggerService = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  child: () => silentLogger,
};

/** One answer of the portal's search, mapped back to what the reader sees. */
export interface PortalAnswer {
  titles: string[];
}

/**
 * The portal's search on Backstage's default engine: a `LunrSearchEngine`
 * indexed with the documents of Agora's collator as the search backend's
 * IndexBuilder does it (collator stream piped into `getIndexer(type)`, the
 * index swapped in when the indexer closes), queried with `{ term }` as
 * the search page sends it. The search backend shows each post only to
 * readers `agora.post.read` allows (the collator's `visibilityPermission`);
 * here results are kept when their post is among `readable` (the reader's
 * own list), and collections, which everyone reads, are kept as results too.
 */
export async function startPortalSearch(
  backend: RelevanceBackend,
  readable: Post[],
) {
  const engine = new LunrSearchEngine({ logger: silentLogger });
  const factory = backend.collator();
  const indexer = await engine.getIndexer(factory.type);
  const closed = new Promise<void>(resolve => indexer.once('close', resolve));
  await pipeline(await factory.getCollator(), indexer);
  await closed;
  const readableIds = new Set(readable.map(p => String(p.id)));
  const documents = Object.keys(
    (engine as unknown as { docStore: Record<string, unknown> }).docStore,
  ).length;

  async function search(term: string): Promise<PortalAnswer> {
    const { results } = await engine.query({ term });
    const titles: string[] = [];
    for (const { document } of results) {
      const doc = document as AgoraSearchDocument;
      const [kind, id] = doc.location.split('/').slice(-2);
      if (kind === 'collections') titles.push(`[collection] ${doc.title}`);
      else if (readableIds.has(id)) titles.push(doc.title);
    }
    return { titles };
  }

  return { search, type: factory.type, documents };
}
