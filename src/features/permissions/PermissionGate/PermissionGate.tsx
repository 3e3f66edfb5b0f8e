import type { ReactNode } from 'react';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { type Capability, useGetPermissionsQuery } from '../permissionsApi';

/** @public */
export interface PermissionGateProps {
  /** What `GET /permissions` must allow for the page to show. */
  capability: Capability;
  /** The "not allowed" panel's heading and why; the way back leads to the questions. */
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * A page only some people may use (the moderator area, the create forms):
 * its content for them, a "not allowed" panel with a way back for everyone
 * else, rather than a form whose every save the server would refuse. Waits
 * for the answer, so neither flashes before it.
 */
export function PermissionGate({
  capability,
  title,
  description,
  children,
}: PermissionGateProps) {
  const result = useGetPermissionsQuery();
  return (
    <QueryState result={result}>
      {permissions =>
        permissions[capability] ? (
          children
        ) : (
          <NotFoundPanel title={title} description={description} />
        )
      }
    </QueryState>
  );
}
