import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { currentUserQueryOptions } from '../api/get-current-user.ts';

/**
 * When the readable cookies say someone is logged in, asks the server once whether the session still
 * lives: an expired one answers 401, which opens the request layer's "login expired" dialog instead of
 * showing a greeting for a session the server no longer honours.
 */
export function useSessionCheck(): void {
  const { isLoggedIn } = useSession();
  useQuery({ ...currentUserQueryOptions(), enabled: isLoggedIn });
}
