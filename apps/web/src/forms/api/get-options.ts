import type { Option } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useFormContext } from '../form-context';
import { optionList } from './options';

export function getOptions(src: string): Promise<Option[]> {
  return apiRequest(src, { parser: optionList });
}

export const optionsQuery = (src: string) =>
  queryOptions({ queryKey: ['form-options', src], queryFn: () => getOptions(src), staleTime: 5 * 60_000 });

/** A field's options: its dropdownArray, else the list at its src (placeholders filled from the route). */
export function useFieldOptions(field: { dropdownArray?: Option[]; radioArray?: Option[]; src?: string }) {
  const { resolveUrl } = useFormContext();
  const src = field.src ? resolveUrl(field.src) : undefined;
  const query = useQuery({ ...optionsQuery(src ?? ''), enabled: Boolean(src) && !field.dropdownArray });
  const options = field.dropdownArray ?? field.radioArray ?? query.data ?? [];
  return { options, loading: query.isPending && query.fetchStatus === 'fetching', failed: query.isError };
}
