import { suggestionsFixture } from '../fixtures/suggestions';
import { tagSuggestionsFixture } from '../fixtures/tags';
import { route } from './http';

/** msw handler factories for suggestions and tag suggestions. */
export const getSuggestionsHandler = route('get', '/suggestions', suggestionsFixture);
export const suggestTagsHandler = route('post', '/tags/suggest', tagSuggestionsFixture);
