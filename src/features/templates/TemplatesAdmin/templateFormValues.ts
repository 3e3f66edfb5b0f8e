import type { Template, TemplateRequest } from '../../../api/types';

/** What the template form holds, every field as typed. */
export interface TemplateFormValues {
  title: string;
  description: string;
  questionTitle: string;
  questionContent: string;
  tags: string[];
  entities: string[];
}

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  title: '',
  description: '',
  questionTitle: '',
  questionContent: '',
  tags: [],
  entities: [],
};

/** A template as form values, for editing it. */
export function valuesFromTemplate(template: Template): TemplateFormValues {
  return {
    title: template.title,
    description: template.description,
    questionTitle: template.questionTitle ?? '',
    questionContent: template.questionContent ?? '',
    tags: template.tags,
    entities: template.entities,
  };
}

/**
 * The request body; empty question parts are left out (the server stores
 * them as absent). The question title is not trimmed: a prefix such as
 * "Bug: " keeps its space for the asker's words.
 */
export function toTemplateRequest(values: TemplateFormValues): TemplateRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.questionTitle ? { questionTitle: values.questionTitle } : {}),
    ...(values.questionContent
      ? { questionContent: values.questionContent }
      : {}),
    tags: values.tags,
    entities: values.entities,
  };
}

/** Whether anything differs from where the form started. */
export function templateFormChanged(
  values: TemplateFormValues,
  initial: TemplateFormValues,
): boolean {
  return (Object.keys(initial) as Array<keyof TemplateFormValues>).some(
    key => JSON.stringify(values[key]) !== JSON.stringify(initial[key]),
  );
}
