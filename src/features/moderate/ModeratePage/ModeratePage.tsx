import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { QueryState } from '../../../components/QueryState';
import { UrlTabs } from '../../../components/UrlTabs';
import { useUrlTab } from '../../../hooks/useUrlTab';
import { agoraTranslationRef } from '../../../translation';
import { useGetPermissionsQuery } from '../permissionsApi';
import { MODERATE_TABS } from './moderateTabs';
import { NotAllowedPanel } from './NotAllowedPanel';

const TAB_IDS = MODERATE_TABS.map(tab => tab.id);

/**
 * `/moderate`: the moderator area, for those the backend says moderate
 * (`GET /permissions`); everyone else gets a "not allowed" panel.
 */
export function ModeratePage() {
  const result = useGetPermissionsQuery();
  return (
    <QueryState result={result}>
      {({ moderator }) => (moderator ? <ModeratorArea /> : <NotAllowedPanel />)}
    </QueryState>
  );
}

/** The tabs, the open one named in the URL (`?tab=tags`). */
function ModeratorArea() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [id, choose] = useUrlTab(TAB_IDS);
  const open = MODERATE_TABS.find(tab => tab.id === id)!;
  return (
    <UrlTabs
      idPrefix="agora-moderate-tab"
      tabs={TAB_IDS}
      value={id}
      onChange={choose}
      label={t('moderate.tabsLabel')}
      tabLabel={tab => t(`moderate.tabs.${tab}`)}
      scrollable
    >
      {open.content()}
    </UrlTabs>
  );
}
