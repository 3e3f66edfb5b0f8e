/**
 * The Agora HTTP API contract (docs/api.md), shared by the frontend plugin
 * and the backend plugin, which imports it as `@agora/contract`.
 */
export * from './types';
