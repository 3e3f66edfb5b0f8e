// Agora's own rules without a permission policy are a domain rule
// (`domain/fallbackRights.ts`); this module keeps the service layer's path.
export * from '../domain/fallbackRights';
