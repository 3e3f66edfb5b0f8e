import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { UrlTabs } from '../../components/UrlTabs';
import { agoraTranslationRef } from '../../translation';
import { Leaderboards } from './Leaderboards';
import { StatisticsOverview } from './StatisticsOverview';
import { STATISTICS_TABS, useStatisticsView } from './statisticsView';

/**
 * `/statistics`: the community's totals and daily activity (Overview), and
 * the leaderboards with "Your impact" (Leaderboards). The tab and its
 * period live in the URL.
 * @public
 */
export function StatisticsPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const view = useStatisticsView();
  return (
    <UrlTabs
      idPrefix="agora-statistics-tab"
      tabs={STATISTICS_TABS}
      value={view.tab}
      onChange={view.chooseTab}
      label={t('statistics.page.tabsLabel')}
      tabLabel={id => t(`statistics.page.tabs.${id}`)}
    >
      {view.tab === 'overview' && (
        <StatisticsOverview
          period={view.overviewPeriod}
          onPeriodChange={view.chooseOverviewPeriod}
        />
      )}
      {view.tab === 'leaderboards' && (
        <Leaderboards period={view.period} onPeriodChange={view.choosePeriod} />
      )}
    </UrlTabs>
  );
}
