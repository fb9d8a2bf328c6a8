import { memberQuery } from '@nusa/api-client/queries/members';
import { useSession } from '@nusa/router/react';
import { useQuery } from '@tanstack/react-query';

/** The signed-in member's record (pending while the session has no member id yet). */
export function useMember() {
  const { memberId } = useSession();
  const query = useQuery({ ...memberQuery(memberId ?? 0), enabled: memberId !== null });
  return { memberId, query };
}
