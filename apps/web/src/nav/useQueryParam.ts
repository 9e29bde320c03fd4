import { useLocation } from 'react-router';

/**
 * One query parameter of the current page, decoded. (react-router's useSearchParams would add
 * its search-params helpers to the first screen's bundle for this one read.)
 */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}
