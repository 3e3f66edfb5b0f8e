import type { Knex } from 'knex';
import type { LoggerService } from '@backstage/backend-plugin-api';

/**
 * Seeds the demo community into an empty database (idempotent).
 * Being written in the backend-host work package.
 */
export async function seedDemoData(_db: Knex, _logger: LoggerService): Promise<void> {}
