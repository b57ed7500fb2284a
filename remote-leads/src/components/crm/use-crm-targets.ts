// The CRMs a person may send leads to: members only (a guest is refused every CRM call, so nothing is
// asked), and only CRMs that are connected or broken (a broken one still takes pushes, which wait until
// it is mended). Empty while loading, for guests and when no CRM is connected: no action shows then.
import { useCrmConnections, useProject, type CrmConnection } from '@signalboard/shared/api';
import { useMemo } from 'react';

const none: CrmConnection[] = [];

export function useIsMember(projectId: string): boolean {
  const role = useProject(projectId).data?.viewer_role;
  return role !== undefined && role !== 'guest';
}

export function useCrmTargets(projectId: string): { member: boolean; targets: readonly CrmConnection[] } {
  const member = useIsMember(projectId);
  const connections = useCrmConnections(projectId, { enabled: member }).data;
  // One array while the answer stays the same, so memoized rows keep their props.
  const targets = useMemo(
    () => (member && connections ? connections.filter((c) => c.status !== 'disconnected') : none),
    [member, connections],
  );
  return { member, targets: targets.length > 0 ? targets : none };
}
