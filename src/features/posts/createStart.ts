import type { ReactNode } from 'react';
import type { PostFormState } from './PostForm';

// What a type's create page hands its start (e.g. a question's template
// choice), apart from the type table (`postTypeParts.tsx`) that names the
// start components, so those components can take it without a cycle.

/** Tags and entities a create link carries (`?tags=`, `?entity=`). */
export interface CreatePrefill {
  tags: string[];
  entities: string[];
}

/** What a type's create page wraps its form in, e.g. a question's template choice. */
export interface CreateStartProps {
  form: PostFormState;
  prefill: CreatePrefill;
  /** The form, with its restored-draft notice. */
  children: ReactNode;
}
