import { type AndroidAppLink, androidAppLink } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/androidAppLink: where the contractor's site staff get the app (the web app's address without one). */
export function useAndroidAppLink(enabled: boolean) {
  return useQuery({
    queryKey: ['android-app-link'],
    queryFn: (): Promise<AndroidAppLink> => apiRequest('/api/androidAppLink', { parser: androidAppLink }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
