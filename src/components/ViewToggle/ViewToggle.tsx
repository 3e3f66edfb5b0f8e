import GridIcon from '@material-ui/icons/ViewModule';
import ListIcon from '@material-ui/icons/ViewList';
import ToggleButton from '@material-ui/lab/ToggleButton';
import ToggleButtonGroup from '@material-ui/lab/ToggleButtonGroup';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { ListView } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';

/** @public */
export interface ViewToggleProps {
  view: ListView;
  onChange: (view: ListView) => void;
}

/** The list / grid choice of a list's controls. @public */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      // Clicking the pressed button gives null: the view stays as it is.
      onChange={(_, next: ListView | null) => next && onChange(next)}
      aria-label={t('postList.view.label')}
    >
      <ToggleButton value="list" aria-label={t('postList.view.list')}>
        <ListIcon />
      </ToggleButton>
      <ToggleButton value="grid" aria-label={t('postList.view.grid')}>
        <GridIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
