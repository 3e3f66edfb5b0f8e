import type { Router } from 'express';
import type { RouterOptions } from '../service/types';

/** A domain's routes; each file in this folder exports one, `index.ts` mounts them. */
export type DomainRouter = (options: RouterOptions) => Router | Promise<Router>;
