import type { PermissionsResponse } from '../../../api/types';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { UrlTabs } from '../../../components/UrlTabs';
import { useUrlTab } from '../../../hooks/useUrlTab';
import { agoraTranslationRef } from '../../../translation';
import { PermissionGate } from '../../permissions/PermissionGate';
import { useGetPermissionsQuery } from '../../permissions/permissionsApi';
import { MODERATE_TABS, useTabCounts } from './moderateTabs';

/**
 * `/moderate`: the moderator area, for those the backend says moderate
 * (`GET /permissions`); everyone else gets a "not allowed" panel.
 */
export function ModeratePage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <PermissionGate
      capability="moderator"
      title={t('moderate.notAllowed.title')}
      description={t('moderate.notAllowed.description')}
    >
      <ModeratorArea />
    </PermissionGate>
  );
}

/** The tabs the moderator's permissions open. */
const tabsFor = (permissions: PermissionsResponse | undefined) =>
  MODERATE_TABS.filter(tab => !tab.requires || permissions?.[tab.requires]);

/** The tabs, the open one named in the URL (`?tab=tags`). */
function ModeratorArea() {
  const { t } = useTranslationRef(agoraTranslationRef);
  // Loaded: the gate shows this only after the answer.
  const tabs = tabsFor(useGetPermissionsQuery().data);
  const [id, choose] = useUrlTab(tabs.map(tab => tab.id));
  const open = tabs.find(tab => tab.id === id)!;
  const counts = useTabCounts();
  return (
    <UrlTabs
      idPrefix="agora-moderate-tab"
      tabs={tabs.map(tab => tab.id)}
      value={id}
      onChange={choose}
      label={t('moderate.tabsLabel')}
      tabLabel={tab => {
        const label = t(`moderate.tabs.${tab}`);
        const count = counts[tab];
        return count === undefined
          ? label
          : t('moderate.tabWithCount', { label, total: String(count) });
      }}
      scrollable
    >
      {open.content()}
    </UrlTabs>
  );
}
