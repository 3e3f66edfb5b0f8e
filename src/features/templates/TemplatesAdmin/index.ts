export { TemplatesAdmin } from './TemplatesAdmin';
