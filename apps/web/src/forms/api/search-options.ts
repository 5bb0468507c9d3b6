import { ASYNC_DROPDOWN_LIMIT, type Option } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { optionList } from './options';

/** An async-dropdown search: GET src?search=<text> (plus the field's suffix); at most 5 results. */
export async function searchOptions(src: string, search: string, suffix?: string): Promise<Option[]> {
  const path = suffix ? `${src}${src.includes('?') ? '&' : '?'}${suffix.replace(/^[?&]/, '')}` : src;
  const options = await apiRequest(path, { query: { search }, parser: optionList });
  return options.slice(0, ASYNC_DROPDOWN_LIMIT);
}

export function useSearchOptions(src: string, search: string, suffix?: string) {
  return useQuery({
    queryKey: ['form-search', src, suffix ?? '', search],
    queryFn: () => searchOptions(src, search, suffix),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
