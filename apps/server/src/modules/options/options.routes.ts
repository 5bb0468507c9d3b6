import { ASYNC_DROPDOWN_LIMIT, type OptionItem, optionItem, SKILL_CATEGORIES } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { agencyState, searchStates } from './options.queries.js';

/** An option of a dropdown: id, name and label, plus value for async dropdowns and Tag for children. */
const searchQuery = z.object({ search: z.string().max(100).optional() });

const option = (name: string): OptionItem => ({ id: name, name, label: name, value: name });

/** Option lists read by form fields' `src`. A `search` parameter makes it an async-dropdown search (5 at most). */
export const optionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/options/states',
    {
      config: { auth: 'public' },
      schema: { querystring: searchQuery, response: { 200: z.array(optionItem) } },
    },
    async (request) => {
      const search = request.query.search?.trim();
      const rows = await searchStates(
        deps.db,
        search,
        search !== undefined ? ASYNC_DROPDOWN_LIMIT : undefined,
      );
      return rows.map((r) => option(r.name));
    },
  );

  app.get(
    '/options/states/check',
    {
      config: { auth: 'public' },
      schema: {
        querystring: z.object({ value: z.string().max(100) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const match = (await searchStates(deps.db, request.query.value.trim(), 50)).find(
        (r) => r.name.toLowerCase() === request.query.value.trim().toLowerCase(),
      );
      if (!match) throw notFound('No such state or union territory.');
      return { message: 'ok' };
    },
  );

  app.get(
    '/options/states-tree',
    { config: { auth: 'public' }, schema: { response: { 200: z.array(optionItem) } } },
    async () => {
      const rows = await searchStates(deps.db, undefined, undefined);
      return ['State', 'Union Territory'].map((kind) => ({
        ...option(kind === 'State' ? 'States' : 'Union Territories'),
        Tag: rows.filter((r) => r.kind === kind).map((r) => option(r.name)),
      }));
    },
  );

  app.get(
    '/options/skill-categories',
    { schema: { response: { 200: z.array(z.object({ skill_category: z.string() })) } } },
    async () => SKILL_CATEGORIES.map((skill_category) => ({ skill_category })),
  );

  app.get(
    '/options/agency-state',
    { schema: { response: { 200: z.object({ value: z.string().nullable() }) } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      return { value: auth.agencyId ? await agencyState(deps.db, auth.agencyId) : null };
    },
  );
};
