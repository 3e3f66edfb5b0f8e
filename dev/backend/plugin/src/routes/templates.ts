import promiseRouter from 'express-promise-router';
import type { DomainRouter } from '.';
import { callerOf } from '../service/identity';
import { NotAllowedError } from '@backstage/errors';
import { parseBody, parseParams } from '../service/validation';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  readTemplate,
  updateTemplate,
} from '../stores/templates';
import { templateBody } from '@agora/contract';
import { templateParams } from './templatesSchema';

/** Question templates: everyone reads them, moderators manage them. */
export const templatesRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();
  const moderatorOnly = (req: Parameters<typeof callerOf>[0]) => {
    if (!callerOf(req).isModerator)
      throw new NotAllowedError('Only moderators may manage templates');
  };

  router.get('/templates', async (_req, res) => {
    res.json(await listTemplates(db));
  });

  router.get('/templates/:id', async (req, res) => {
    res.json(await readTemplate(db, parseParams(templateParams, req).id));
  });

  router.post('/templates', async (req, res) => {
    moderatorOnly(req);
    const id = await createTemplate(db, parseBody(templateBody, req));
    res.status(201).json(await readTemplate(db, id));
  });

  router.post('/templates/:id', async (req, res) => {
    moderatorOnly(req);
    const { id } = parseParams(templateParams, req);
    await updateTemplate(db, id, parseBody(templateBody, req));
    res.json(await readTemplate(db, id));
  });

  router.delete('/templates/:id', async (req, res) => {
    moderatorOnly(req);
    await deleteTemplate(db, parseParams(templateParams, req).id);
    res.status(204).end();
  });

  return router;
};
