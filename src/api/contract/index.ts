/**
 * The Agora HTTP API contract (docs/api.md): zod schemas of every request
 * and response, the types derived from them, and every limit, enum and
 * default. Shared by the frontend plugin and the backend plugin, which
 * imports it as `@agora/contract`.
 */
export * from './common';
export * from './posts';
export * from './questionMinimums';
export * from './answers';
export * from './comments';
export * from './collections';
export * from './tags';
export * from './entities';
export * from './users';
export * from './templates';
export * from './statistics';
export * from './ai';
export * from './attachments';
export * from './card';
export * from './search';
export * from './permissions';
export * from './permissionDefinitions';
export * from './mentions';
export * from './notifications';
export * from './revisions';
export * from './duplicates';
export * from './reviews';
export * from './flags';
export * from './events';
export * from './signals';
