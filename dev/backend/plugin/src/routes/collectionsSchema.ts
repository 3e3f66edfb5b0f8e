import { z } from 'zod';
import { zPathId } from '../service/validation';

/** Path parameters of the collections routes; bodies are the contract's. */
export const collectionParams = z.object({ id: zPathId('Collection') });
