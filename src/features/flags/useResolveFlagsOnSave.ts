import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FlagTargetKind } from '../../api/types';
import { useResolveFlagsMutation } from './flagsApi';

/**
 * The navigation state with which the Flags tab's Edit opens an item's
 * editor (FlaggedItemActions): its flags are resolved as `edited` once the
 * edit is saved, never when the editor opens, so cancelling leaves them open.
 */
export interface FlaggedEditState {
  resolveFlags: { kind: FlagTargetKind; id: number };
}

export const flaggedEditState = (
  kind: FlagTargetKind,
  id: number,
): FlaggedEditState => ({ resolveFlags: { kind, id } });

/**
 * For an item's editor: `pending` when it was opened from the Flags tab
 * for this item, and `saved`, to call after the edit is saved, which then
 * resolves its flags as edited (optimistic; a refusal alerts, flagsApi) and
 * forgets the state, so a later edit resolves nothing.
 */
export function useResolveFlagsOnSave(kind: FlagTargetKind, id: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const [resolveFlags] = useResolveFlagsMutation();
  const target = (location.state as Partial<FlaggedEditState> | null)
    ?.resolveFlags;
  const pending = target?.kind === kind && target.id === id;
  const { pathname, search, hash } = location;
  const saved = useCallback(
    (options: { stay?: boolean } = {}) => {
      if (!pending) return;
      if (options.stay)
        navigate({ pathname, search, hash }, { replace: true, state: null });
      resolveFlags({ kind, id, resolution: 'edited' });
    },
    [pending, navigate, pathname, search, hash, resolveFlags, kind, id],
  );
  return { pending, saved };
}
