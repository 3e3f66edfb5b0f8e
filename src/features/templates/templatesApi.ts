import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { LIST, providesList } from '../../api/tags';
import {
  templateSchema,
  templatesResponseSchema,
  type Template,
  type TemplateRequest,
  type TemplatesResponse,
} from '../../api/types';

/** @public */
export type UpdateTemplateArg = TemplateRequest & Pick<Template, 'id'>;

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_TEMPLATES: TemplatesResponse = { templates: [], total: 0 };

/** Question templates, edited by moderators. */
export const templatesApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getTemplates: build.query<TemplatesResponse, void>({
      query: (): AgoraRequest => ({
        url: '/templates',
        forbiddenValue: EMPTY_TEMPLATES,
        response: templatesResponseSchema,
      }),
      providesTags: result =>
        providesList(
          'Template',
          result?.templates.map(t => t.id),
        ),
    }),
    getTemplate: build.query<Template, Template['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/templates/${id}`,
        ids: [id],
        response: templateSchema,
      }),
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
    createTemplate: build.mutation<Template, TemplateRequest>({
      query: (body): AgoraRequest => ({
        url: '/templates',
        method: 'POST',
        body,
        response: templateSchema,
      }),
      invalidatesTags: template =>
        template ? [{ type: 'Template', id: LIST }] : [],
    }),
    updateTemplate: build.mutation<Template, UpdateTemplateArg>({
      query: ({ id, ...body }): AgoraRequest => ({
        url: apiPath`/templates/${id}`,
        method: 'POST',
        body,
        ids: [id],
        response: templateSchema,
      }),
      invalidatesTags: (template, _error, { id }) =>
        template ? [{ type: 'Template', id }] : [],
    }),
    deleteTemplate: build.mutation<boolean, Template['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/templates/${id}`,
        method: 'DELETE',
        ids: [id],
        success: true,
      }),
      invalidatesTags: (ok, _error, id) =>
        ok ? [{ type: 'Template', id }] : [],
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = templatesApi;
