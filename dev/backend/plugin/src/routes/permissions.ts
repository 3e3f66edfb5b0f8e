import promiseRouter from 'express-promise-router';
import {
  agoraCollectionCreatePermission,
  agoraPostCreatePermission,
  agoraTemplateManagePermission,
  agoraVotePermission,
  type PermissionsResponse,
} from '@agora/contract';
import type { DomainRouter } from './types';
import type { BasicPermission } from '@backstage/plugin-permission-common';
import { callerOf } from '../domain/caller';
import { allowsBasic } from '../domain/callerRights';

/**
 * What the caller may do across Agora, for the client to offer only that
 * (docs/permissions.md): the same decisions the routes enforce, asked of
 * the portal's policy, or of `agora.moderators` without one.
 */
export const permissionsRouter: DomainRouter = () => {
  const router = promiseRouter();
  router.get('/permissions', async (req, res) => {
    const caller = callerOf(req);
    const may = (permission: BasicPermission) =>
      allowsBasic(caller, permission);
    const body: PermissionsResponse = {
      moderator: caller.isModerator,
      createPost: may(agoraPostCreatePermission),
      vote: may(agoraVotePermission),
      createCollection: may(agoraCollectionCreatePermission),
      manageTemplates: may(agoraTemplateManagePermission),
    };
    res.json(body);
  });
  return router;
};
