import {
  LIMITS,
  POST_TYPES,
  type Post,
  type PostsResponse,
} from '@agora/contract';
import type { ActionContext } from './context';
import {
  anonymousInput,
  entitiesInput,
  postDetail,
  postDetailShape,
  postIdInput,
  postSummary,
  postSummaryShape,
  tagsInput,
  type Zod,
} from './shapes';

/** Results `search-posts` returns at most, and by default. */
export const SEARCH_LIMITS = { max: 50, default: 10 } as const;

/** Finding and reading posts, and writing the three kinds. */
export function registerPostActions(context: ActionContext) {
  const { registry, api, link, asUser } = context;

  registry.register({
    name: 'search-posts',
    title: 'Search Agora',
    description:
      "Search the company's questions, articles and links in Agora by words, type, tags or catalog entity; best match first (best voted first without words). Use it before answering a developer's question.",
    attributes: { readOnly: true, idempotent: true },
    schema: {
      input: z =>
        z.object({
          query: z
            .string()
            .max(LIMITS.searchQueryMaxLength)
            .optional()
            .describe(
              'Words to search for, in plain language: word forms and typos match, "quoted phrases" and -excluded words work (docs/search.md)',
            ),
          type: z.enum(POST_TYPES).optional(),
          tags: tagsInput(z).describe('Posts with all of these tags'),
          entity: z
            .string()
            .max(LIMITS.refMaxLength)
            .optional()
            .describe(
              'Posts about this catalog entity, e.g. "component:default/payments"',
            ),
          limit: z
            .number()
            .int()
            .min(1)
            .max(SEARCH_LIMITS.max)
            .default(SEARCH_LIMITS.default),
        }),
      output: z =>
        z.object({
          posts: z.array(postSummaryShape(z)),
          total: z
            .number()
            .describe('All matches, of which `posts` is the first page'),
        }),
    },
    action: async ({ input, credentials }) => {
      const result = await api<PostsResponse>(
        asUser(credentials),
        'POST',
        '/posts/query',
        {
          ...(input.query !== undefined && { searchQuery: input.query }),
          ...(input.type && { type: input.type }),
          ...(input.tags?.length && { tags: input.tags }),
          ...(input.entity && { entities: [input.entity] }),
          limit: input.limit,
          // Best match first, as the search box ranks (docs/search.md).
          orderBy: input.query?.trim() ? 'relevance' : 'score',
          order: 'desc',
        },
      );
      return {
        output: {
          posts: result.posts.map(post => postSummary(post, link)),
          total: result.total,
        },
      };
    },
  });

  registry.register({
    name: 'get-post',
    title: 'Read an Agora post',
    description:
      'Read one Agora question, article or link with its full markdown text, its answers (correct first) and all comments.',
    attributes: { readOnly: true, idempotent: true },
    schema: {
      input: z => z.object({ postId: postIdInput(z) }),
      output: postDetailShape,
    },
    action: async ({ input, credentials }) => {
      const post = await api<Post>(
        asUser(credentials),
        'GET',
        `/posts/${input.postId}`,
      );
      return { output: postDetail(post, link) };
    },
  });

  const writeInput = (z: Zod) => ({
    title: z.string().min(1).max(LIMITS.titleMaxLength),
    tags: tagsInput(z),
    entities: entitiesInput(z),
    anonymous: anonymousInput(z),
  });
  const create = async (
    credentials: Parameters<ActionContext['asUser']>[0],
    body: object,
  ) => {
    const post = await api<Post>(asUser(credentials), 'POST', '/posts', body);
    return { output: postSummary(post, link) };
  };

  // A question and an article are written alike: a title and markdown.
  const TEXT_POSTS = [
    {
      type: 'question',
      name: 'ask-question',
      title: 'Ask a question in Agora',
      description:
        "Ask the company's developers a question in Agora, as the signed-in user; returns the new question and its link.",
      content: 'The question in markdown',
    },
    {
      type: 'article',
      name: 'write-article',
      title: 'Write an Agora article',
      description:
        'Publish a knowledge article in Agora (a how-to, a decision, a post-mortem), as the signed-in user; returns the new article and its link.',
      content: 'The article in markdown',
    },
  ] as const;

  for (const { type, content, ...action } of TEXT_POSTS) {
    registry.register({
      ...action,
      attributes: { destructive: false },
      schema: {
        input: z =>
          z.object({
            ...writeInput(z),
            content: z
              .string()
              .min(1)
              .max(LIMITS.contentMaxLength)
              .describe(content),
          }),
        output: postSummaryShape,
      },
      action: async ({ input, credentials }) =>
        create(credentials, { type, ...input }),
    });
  }

  registry.register({
    name: 'share-link',
    title: 'Share a link in Agora',
    description:
      'Share a useful web page in Agora with a title and an optional description, as the signed-in user; returns the new link post.',
    attributes: { destructive: false },
    schema: {
      input: z =>
        z.object({
          ...writeInput(z),
          url: z
            .string()
            .max(LIMITS.urlMaxLength)
            .describe('An http(s) address'),
          description: z
            .string()
            .max(LIMITS.contentMaxLength)
            .optional()
            .describe('Why it is worth reading, in markdown'),
        }),
      output: postSummaryShape,
    },
    action: async ({ input: { description, ...shared }, credentials }) =>
      create(credentials, {
        type: 'link',
        ...shared,
        ...(description !== undefined && { content: description }),
      }),
  });
}
