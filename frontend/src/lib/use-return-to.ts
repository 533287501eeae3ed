import { useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnTo } from './return-to';

/** The page's `?next=`, made safe: where to go after signing in or up. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_PARAM));
}
