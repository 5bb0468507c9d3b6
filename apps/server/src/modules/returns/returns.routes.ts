import {
  RETURN_MESSAGES,
  returnList,
  returnListQuery,
  returnRemoveBody,
  returnSaveBody,
  returnSaved,
} from '@anupalan/shared';
import { z } from 'zod';
import { fileBytes, read, refusing, routes, write } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import { returnFormPage } from './return-form.js';
import { listReturns, removeReturnUpload, returnInScope, saveReturnUploads } from './returns.service.js';

const establishment = establishmentGate();
/** Everyone in the establishment's scope reads its returns but a subcontractor (spec part 2, section 2). */
const readers = refusing(read('Government', 'Consultant', 'Contractor'), {
  message: RETURN_MESSAGES.noAccess,
  code: 'NO_ACCESS',
});
/** Uploading and removing are the contractor's (spec part 2, section 6). */
const contractor = refusing(write('Contractor'), {
  message: RETURN_MESSAGES.contractorOnly,
  code: 'CONTRACTOR_ONLY',
});
const base = '/establishments/:id/returns';
/** A return's id: a uuid; anything else is not found. */
const withReturn = { id: 'Establishment', returnId: z.uuid() } as const;

export const returnRoutes = routes((r) => {
  const { deps } = r;

  r.get(base, {
    description:
      'The returns due between from_date and to_date (dd/MM/yyyy; neither: the returns year of today, which ' +
      'starts on 1 July), for the periods ending on or after the commencement; each with its two uploads.',
    access: readers,
    params: { id: 'Establishment' },
    query: returnListQuery,
    gate: establishment,
    response: returnList,
    handler: ({ auth, found, query }) => listReturns(deps, auth, found, query),
  });

  r.get(`${base}/:returnId`, {
    description:
      "The return's document: its blank form for the period, printable HTML to fill, sign and upload.",
    access: readers,
    params: withReturn,
    gate: establishment,
    response: fileBytes,
    handler: async ({ found, params, reply }) => {
      const row = await returnInScope(deps, found, params.returnId);
      const page = await returnFormPage(deps.db, found, row);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  });

  r.post(`${base}/:returnId`, {
    description:
      'Saves the signed return and/or the proof of dispatch (files of /api/files uploaded on this establishment); ' +
      'with both in, the return is completed (submitted_on).',
    access: contractor,
    params: withReturn,
    body: returnSaveBody,
    gate: establishment,
    response: returnSaved,
    handler: ({ auth, params, body }) =>
      saveReturnUploads(deps, auth, params.id, params.returnId, body.values),
  });

  r.put(`${base}/:returnId`, {
    description: 'Removes one upload (values.deleteKey); a completed return is reopened.',
    access: contractor,
    params: withReturn,
    body: returnRemoveBody,
    gate: establishment,
    response: returnSaved,
    handler: ({ auth, params, body }) =>
      removeReturnUpload(deps, auth, params.id, params.returnId, body.values.deleteKey),
  });
});
