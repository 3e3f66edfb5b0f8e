import { useLocation } from 'react-router-dom';
import { useRouteHref } from '../../hooks/routeHrefs';
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

/** The rest of `pathname` below `base/`, decoded, when it is one page's parameter. */
function below(pathname: string, base: string | undefined, wholeRest: boolean) {
  if (!base || !pathname.startsWith(`${base}/`)) return undefined;
  const rest = pathname.slice(base.length + 1).replace(/\/$/, '');
  if (!rest || (!wholeRest && rest.includes('/'))) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/**
 * On a tag's or an entity's page, and while the questions list is filtered
 * by exactly one tag or one entity, the panel's questions are about it too
 * (docs/architecture.md, The shell: "for the current tag or entity scope");
 * anywhere else they are Agora-wide.
 */
export function usePanelScope(): PanelScope {
  const links = useAgoraLinks();
  const href = useRouteHref();
  const { pathname, search } = useLocation();
  const tag = below(pathname, href('tags'), false);
  if (tag) return { filter: { tags: [tag] }, tag };
  // Entity refs hold `/`: the entity page takes the rest of the path.
  const entityRef = below(pathname, href('entities'), true);
  if (entityRef) return { filter: { entities: [entityRef] }, entityRef };
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
