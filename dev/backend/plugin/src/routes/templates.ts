import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams } from '../service/validation';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  readTemplate,
  updateTemplate,
} from '../stores/templates';
import { agoraTemplateManagePermission, templateBody } from '@agora/contract';
import { requireBasic } from './authorize';
import { templateParams } from './templatesSchema';
import { audited } from '../audit/audit';

/** Question templates: everyone reads them, moderators manage them. */
export const templatesRouter: DomainRouter = ({ db, auditor }) => {
  const router = promiseRouter();
  // agora.template.manage; in fallback mode agora.moderators.
  const moderatorOnly = (req: Parameters<typeof callerOf>[0]) =>
    requireBasic(
      req,
      agoraTemplateManagePermission,
      'Only moderators may manage templates',
    );

  router.get('/templates', async (_req, res) => {
    res.json(await listTemplates(db));
  });

  router.get('/templates/:id', async (req, res) => {
    res.json(await readTemplate(db, parseParams(templateParams, req).id));
  });

  router.post('/templates', async (req, res) => {
    await moderatorOnly(req);
    const body = parseBody(templateBody, req);
    const id = await audited(
      auditor,
      req,
      'template-change',
      { actionType: 'create', title: body.title },
      () => createTemplate(db, body),
    );
    res.status(201).json(await readTemplate(db, id));
  });

  router.post('/templates/:id', async (req, res) => {
    await moderatorOnly(req);
    const { id } = parseParams(templateParams, req);
    const body = parseBody(templateBody, req);
    const meta = { actionType: 'update', templateId: id, title: body.title };
    await audited(auditor, req, 'template-change', meta, () =>
      updateTemplate(db, id, body),
    );
    res.json(await readTemplate(db, id));
  });

  router.delete('/templates/:id', async (req, res) => {
    await moderatorOnly(req);
    const { id } = parseParams(templateParams, req);
    await audited(
      auditor,
      req,
      'template-change',
      { actionType: 'delete', templateId: id },
      () => deleteTemplate(db, id),
    );
    res.status(204).end();
  });

  return router;
};
