import { z } from 'zod';
import { zPathId } from '../service/validation';

/** Path parameters of the templates routes; bodies are the contract's. */
export const templateParams = z.object({ id: zPathId('Template') });
