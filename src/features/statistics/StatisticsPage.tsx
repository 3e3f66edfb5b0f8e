import Tab from '@material-ui/core/Tab';
import Tabs from '@material-ui/core/Tabs';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { Leaderboards } from './Leaderboards';
import { StatisticsOverview } from './StatisticsOverview';
import {
  STATISTICS_TABS,
  useStatisticsView,
  type StatisticsTab,
} from './statisticsView';

const useStyles = makeStyles(theme => ({
  tabs: {
    borderBottom: `1px solid ${theme.palette.divider}`,
    marginBottom: theme.spacing(2),
  },
}));

const panelId = (id: StatisticsTab) => `agora-statistics-tab-${id}`;

/**
 * `/statistics`: the community's totals and daily activity (Overview), and
 * the leaderboards with "Your impact" (Leaderboards). The tab and the
 * leaderboards' period live in the URL.
 * @public
 */
export function StatisticsPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { tab, period, chooseTab, choosePeriod } = useStatisticsView();
  return (
    <>
      <Tabs
        className={classes.tabs}
        value={tab}
        onChange={(_, next: StatisticsTab) => chooseTab(next)}
        aria-label={t('statistics.page.tabsLabel')}
        indicatorColor="primary"
        textColor="primary"
      >
        {STATISTICS_TABS.map(id => (
          <Tab
            key={id}
            value={id}
            label={t(`statistics.page.tabs.${id}`)}
            id={`${panelId(id)}-control`}
            aria-controls={panelId(id)}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={`${panelId(tab)}-control`}
      >
        {tab === 'overview' && <StatisticsOverview />}
        {tab === 'leaderboards' && (
          <Leaderboards period={period} onPeriodChange={choosePeriod} />
        )}
      </div>
    </>
  );
}
