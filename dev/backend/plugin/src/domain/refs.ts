import { canonicalRef } from '@agora/contract';

/**
 * The one form of a user or entity ref that Agora stores and compares
 * (`canonicalRef` of the contract): `user:LIAM` is `user:default/liam`. Refs
 * in requests come canonical from the contract's schemas; the caller and the
 * moderators of the config are made so by the identity middleware, and the
 * stores apply it again where a ref reaches SQL.
 */
export const normalRef = canonicalRef;
