import { urlMetadataFixture } from '../fixtures/links';
import { route } from './http';

/** msw handler factory for link metadata. */
export const linkMetadataHandler = route('post', '/url', urlMetadataFixture);
