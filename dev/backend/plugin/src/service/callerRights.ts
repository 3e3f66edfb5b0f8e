// The caller's rights are a domain rule (`domain/callerRights.ts`), read by
// stores and routes alike; this module keeps the service layer's path.
export * from '../domain/callerRights';
