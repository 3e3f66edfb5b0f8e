import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { QueryState } from '../../../components/QueryState';
import { useUrlTab } from '../../../hooks/useUrlTab';
import { agoraTranslationRef } from '../../../translation';
import { useGetPermissionsQuery } from '../permissionsApi';
import { MODERATE_TABS, type ModerateTab } from './moderateTabs';
import { NotAllowedPanel } from './NotAllowedPanel';

const useStyles = makeStyles(theme => ({
  tabs: {
    borderBottom: `1px solid ${theme.palette.divider}`,
    marginBottom: theme.spacing(2),
  },
}));

const TAB_IDS = MODERATE_TABS.map(tab => tab.id);
const panelId = (id: ModerateTab['id']) => `agora-moderate-tab-${id}`;

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
  const classes = useStyles();
  const [id, choose] = useUrlTab(TAB_IDS);
  const open = MODERATE_TABS.find(tab => tab.id === id)!;
  return (
    <>
      <Tabs
        className={classes.tabs}
        value={id}
        onChange={(_, next: ModerateTab['id']) => choose(next)}
        aria-label={t('moderate.tabsLabel')}
        indicatorColor="primary"
        textColor="primary"
        variant="scrollable"
        scrollButtons="auto"
      >
        {MODERATE_TABS.map(tab => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={t(`moderate.tabs.${tab.id}`)}
            id={`${panelId(tab.id)}-control`}
            aria-controls={panelId(tab.id)}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={panelId(id)}
        aria-labelledby={`${panelId(id)}-control`}
      >
        {open.content()}
      </div>
    </>
  );
}
