import { ASYNC_DROPDOWN_LIMIT, type OptionItem, optionItem, SKILL_CATEGORIES } from '@anupalan/shared';
import { z } from 'zod';
import { publicAccess, read, routes } from '../../kit/route.js';
import { notFound } from '../../lib/errors.js';
import { agencyState, searchStates } from './options.queries.js';

/** An option of a dropdown: id, name and label, plus value for async dropdowns and Tag for children. */
const searchQuery = z.object({ search: z.string().max(100).optional() });

const option = (name: string): OptionItem => ({ id: name, name, label: name, value: name });

/** Option lists read by form fields' `src`. A `search` parameter makes it an async-dropdown search (5 at most). */
export const optionRoutes = routes((r) => {
  const { db } = r.deps;
  r.get('/options/states', {
    access: publicAccess,
    query: searchQuery,
    response: z.array(optionItem),
    handler: async ({ query }) => {
      const search = query.search?.trim();
      const rows = await searchStates(db, search, search !== undefined ? ASYNC_DROPDOWN_LIMIT : undefined);
      return rows.map((row) => option(row.name));
    },
  });

  r.get('/options/states/check', {
    access: publicAccess,
    query: z.object({ value: z.string().max(100) }),
    response: z.object({ message: z.string() }),
    handler: async ({ query }) => {
      const value = query.value.trim();
      const match = (await searchStates(db, value, 50)).find(
        (row) => row.name.toLowerCase() === value.toLowerCase(),
      );
      if (!match) throw notFound('No such state or union territory.');
      return { message: 'ok' };
    },
  });

  r.get('/options/states-tree', {
    access: publicAccess,
    response: z.array(optionItem),
    handler: async () => {
      const rows = await searchStates(db, undefined, undefined);
      return ['State', 'Union Territory'].map((kind) => ({
        ...option(kind === 'State' ? 'States' : 'Union Territories'),
        Tag: rows.filter((row) => row.kind === kind).map((row) => option(row.name)),
      }));
    },
  });

  r.get('/options/skill-categories', {
    access: read(),
    response: z.array(z.object({ skill_category: z.string() })),
    handler: () => SKILL_CATEGORIES.map((skill_category) => ({ skill_category })),
  });

  r.get('/options/agency-state', {
    access: read(),
    response: z.object({ value: z.string().nullable() }),
    handler: async ({ auth }) => ({ value: auth.agencyId ? await agencyState(db, auth.agencyId) : null }),
  });
});
