import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { StatisticsPeriod } from '../../api/types';
import { agoraTranslationRef } from '../../translation';

/** A period a statistics view offers: the contract's, or all time. */
export type PickablePeriod = StatisticsPeriod | 'all';

/** @public */
export interface PeriodPickerProps<P extends PickablePeriod> {
  /** The periods offered, in order. */
  periods: ReadonlyArray<P>;
  value: P;
  onChange: (period: P) => void;
}

/**
 * The statistics page's period buttons (the leaderboards' and the overview
 * chart's), one pressed at a time.
 */
export function PeriodPicker<P extends PickablePeriod>({
  periods,
  value,
  onChange,
}: PeriodPickerProps<P>) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      // Clicking the pressed button gives null: the period stays.
      onChange={(_, next: P | null) => next && onChange(next)}
      aria-label={t('statistics.period.label')}
    >
      {periods.map(period => (
        <ToggleButton key={period} value={period}>
          {t(`statistics.period.${period as PickablePeriod}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
