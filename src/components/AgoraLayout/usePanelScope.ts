import { useLocation } from 'react-router-dom';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';

/** What the panel's question lists are narrowed to. */
export interface PanelScope {
  /** Added to each preset list's query. */
  filter: { tags?: string[]; entities?: string[] };
  /** The one tag or entity ref, for saying so. */
  tag?: string;
  entityRef?: string;
}

const NONE: PanelScope = { filter: {} };

/**
 * While the questions list is filtered by exactly one tag or one entity,
 * the panel's questions are about it too (docs/architecture.md, The shell: "for the current tag
 * or entity scope"); anywhere else they are Agora-wide.
 */
export function usePanelScope(): PanelScope {
  const links = useAgoraLinks();
  const { pathname, search } = useLocation();
  if (pathname.replace(/\/$/, '') !== links.postList('question')) return NONE;
  const params = new URLSearchParams(search);
  const tags = params.getAll('tags').filter(Boolean);
  const entities = params.getAll('entities').filter(Boolean);
  if (tags.length === 1 && entities.length === 0) {
    return { filter: { tags }, tag: tags[0] };
  }
  if (entities.length === 1 && tags.length === 0) {
    return { filter: { entities }, entityRef: entities[0] };
  }
  return NONE;
}
