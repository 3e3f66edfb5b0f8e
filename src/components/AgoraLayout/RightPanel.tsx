import { memo } from 'react';
import Typography from '@material-ui/core/Typography';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useCatalogPresentation } from '../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../translation';
import { readableEntityName } from '../../utils/entityRefs';
import {
  FollowedCollections,
  FollowedEntities,
  FollowedPosts,
  FollowedTags,
  FollowedUsers,
} from './PanelFollows';
import {
  firstBlockWins,
  PanelQuestions,
  samePanelQuestions,
  usePanelQuestions,
  useStableBlocks,
} from './PanelQuestions';
import { usePanelScope, type PanelScope } from './usePanelScope';

// A vote patches the panel's question lists, which renders the panel again;
// the followed blocks take no props and read lists a vote leaves alone (the
// followed posts' titles are kept apart from their rows), so they are not
// rendered with it (docs/performance.md, client).
const Posts = memo(FollowedPosts);
const Tags = memo(FollowedTags);
const Entities = memo(FollowedEntities);
const Users = memo(FollowedUsers);
const Collections = memo(FollowedCollections);
// The question blocks show titles: a vote leaves their rows alone.
const Questions = memo(PanelQuestions, samePanelQuestions);

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
  // Hot first, then unanswered, then no correct answer: a question shows
  // in the first of them that lists it, not in all three.
  const hot = usePanelQuestions('hot', scope);
  const unanswered = usePanelQuestions('unanswered', scope);
  const incorrect = usePanelQuestions('incorrect', scope);
  const [hotPosts, unansweredPosts, incorrectPosts] = useStableBlocks(
    firstBlockWins([
      hot.data?.posts,
      unanswered.data?.posts,
      incorrect.data?.posts,
    ]),
  );
  return (
    <>
      <ScopeNote scope={scope} />
      <Questions
        result={hot}
        posts={hotPosts!}
        title={t('rightPanel.hotQuestions')}
        empty={t('rightPanel.noHotQuestions')}
      />
      <Questions
        result={unanswered}
        posts={unansweredPosts!}
        title={t('rightPanel.unansweredQuestions')}
        empty={t('rightPanel.noUnansweredQuestions')}
      />
      <Questions
        result={incorrect}
        posts={incorrectPosts!}
        title={t('rightPanel.incorrectQuestions')}
        empty={t('rightPanel.noIncorrectQuestions')}
      />
      <Posts />
      <Tags />
      <Entities />
      <Users />
      <Collections />
    </>
  );
}
