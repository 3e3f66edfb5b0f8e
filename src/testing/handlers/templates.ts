import { makeTemplate, templatesFixture } from '../fixtures/templates';
import { route } from './http';

/** msw handler factories for the templates routes. */
export const getTemplatesHandler = route('get', '/templates', templatesFixture);
export const getTemplateHandler = route('get', '/templates/:id', () => makeTemplate());
export const createTemplateHandler = route('post', '/templates', () => makeTemplate({ id: 40 }), 201);
export const updateTemplateHandler = route('post', '/templates/:id', () => makeTemplate());
export const deleteTemplateHandler = route('delete', '/templates/:id', undefined, 204);
