import Typography from '@material-ui/core/Typography';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useCatalogPresentation } from '../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../translation';
import { readableEntityName } from '../../utils/entityRefs';
import { FollowedEntities, FollowedTags, FollowedUsers } from './PanelFollows';
import { PanelQuestions } from './PanelQuestions';
import { usePanelScope, type PanelScope } from './usePanelScope';

/** Says which tag or entity the questions below are about. */
function ScopeNote({ scope }: { scope: PanelScope }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const catalog = useCatalogPresentation(scope.entityRef);
  const name =
    scope.tag ??
    (scope.entityRef &&
      (catalog?.title || readableEntityName(scope.entityRef)));
  if (!name) return null;
  return (
    <Typography variant="body2" color="textSecondary" paragraph>
      {t('rightPanel.scope', { name })}
    </Typography>
  );
}

/** The shell's right panel: questions that need attention and what the person follows. */
export function RightPanel() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const scope = usePanelScope();
  return (
    <>
      <ScopeNote scope={scope} />
      <PanelQuestions
        list="hot"
        scope={scope}
        title={t('rightPanel.hotQuestions')}
        empty={t('rightPanel.noHotQuestions')}
      />
      <PanelQuestions
        list="unanswered"
        scope={scope}
        title={t('rightPanel.unansweredQuestions')}
        empty={t('rightPanel.noUnansweredQuestions')}
      />
      <PanelQuestions
        list="incorrect"
        scope={scope}
        title={t('rightPanel.incorrectQuestions')}
        empty={t('rightPanel.noIncorrectQuestions')}
      />
      <FollowedTags />
      <FollowedEntities />
      <FollowedUsers />
    </>
  );
}
