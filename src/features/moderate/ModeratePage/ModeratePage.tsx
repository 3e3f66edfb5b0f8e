import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { UrlTabs } from '../../../components/UrlTabs';
import { useUrlTab } from '../../../hooks/useUrlTab';
import { agoraTranslationRef } from '../../../translation';
import { useGetPermissionsQuery } from '../permissionsApi';
import { MODERATE_TABS } from './moderateTabs';

const TAB_IDS = MODERATE_TABS.map(tab => tab.id);

/**
 * `/moderate`: the moderator area, for those the backend says moderate
 * (`GET /permissions`); everyone else gets a "not allowed" panel.
 */
export function ModeratePage() {
  const result = useGetPermissionsQuery();
  return (
    <QueryState result={result}>
      {({ moderator }) => (moderator ? <ModeratorArea /> : <NotAllowed />)}
    </QueryState>
  );
}

/** What someone who is not a moderator sees: why, and a way back. */
function NotAllowed() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <NotFoundPanel
      title={t('moderate.notAllowed.title')}
      description={t('moderate.notAllowed.description')}
    />
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
