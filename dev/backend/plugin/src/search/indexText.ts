// Markdown to the plain text that is indexed and shown in excerpts: a
// domain helper (`domain/indexText.ts`), shared by stores, search, actions
// and notifications.
export { indexText } from '../domain/indexText';
