import promiseRouter from 'express-promise-router';
import {
  agoraCollectionCreatePermission,
  agoraPostCreatePermission,
  agoraTemplateManagePermission,
  agoraVotePermission,
  type PermissionsResponse,
} from '@agora/contract';
import type { DomainRouter } from './types';
import { callerOf } from '../service/identity';

/**
 * What the caller may do across Agora, for the client to offer only that
 * (docs/permissions.md): the same decisions the routes enforce, asked of
 * the portal's policy, or of `agora.moderators` without one.
 */
export const permissionsRouter: DomainRouter = ({ authorization }) => {
  const router = promiseRouter();
  router.get('/permissions', async (req, res) => {
    const may = (
      permission: Parameters<typeof authorization.authorizeBasic>[1],
    ) => authorization.authorizeBasic(req, permission);
    const [moderator, createPost, vote, createCollection, manageTemplates] =
      await Promise.all([
        callerOf(req).isModerator,
        may(agoraPostCreatePermission),
        may(agoraVotePermission),
        may(agoraCollectionCreatePermission),
        may(agoraTemplateManagePermission),
      ]);
    const body: PermissionsResponse = {
      moderator,
      createPost,
      vote,
      createCollection,
      manageTemplates,
    };
    res.json(body);
  });
  return router;
};
