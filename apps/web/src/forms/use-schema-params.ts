import { useParams } from 'react-router';

/**
 * The parameters that fill a schema's `{placeholders}` (saveUrl, src, url): the route's own, such as
 * `{subprojectId}`, with the page's own on top.
 */
export function useSchemaParams(extra: Record<string, string> | undefined): Record<string, string> {
  const route = useParams();
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries(route)) if (value !== undefined) merged[name] = value;
  return { ...merged, ...extra };
}
