import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { UrlTabs } from '../../components/UrlTabs';
import { agoraTranslationRef } from '../../translation';
import { Leaderboards } from './Leaderboards';
import { StatisticsOverview } from './StatisticsOverview';
import { STATISTICS_TABS, useStatisticsView } from './statisticsView';

/**
 * `/statistics`: the community's totals and daily activity (Overview), and
 * the leaderboards with "Your impact" (Leaderboards). The tab and the
 * leaderboards' period live in the URL.
 * @public
 */
export function StatisticsPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { tab, period, chooseTab, choosePeriod } = useStatisticsView();
  return (
    <UrlTabs
      idPrefix="agora-statistics-tab"
      tabs={STATISTICS_TABS}
      value={tab}
      onChange={chooseTab}
      label={t('statistics.page.tabsLabel')}
      tabLabel={id => t(`statistics.page.tabs.${id}`)}
    >
      {tab === 'overview' && <StatisticsOverview />}
      {tab === 'leaderboards' && (
        <Leaderboards period={period} onPeriodChange={choosePeriod} />
      )}
    </UrlTabs>
  );
}
