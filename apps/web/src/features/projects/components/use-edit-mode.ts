import { useSearchParams } from 'react-router';

/** Whether the page shows its form (`?mode=edit`) rather than the details; other parameters are kept. */
export function useEditMode(): [boolean, (editing: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const setEditing = (editing: boolean) => {
    const next = new URLSearchParams(search);
    if (editing) next.set('mode', 'edit');
    else next.delete('mode');
    setSearch(next, { replace: !editing });
  };
  return [search.get('mode') === 'edit', setEditing];
}
