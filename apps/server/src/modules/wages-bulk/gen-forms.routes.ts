import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { fileBytes, publicAccess, read, routes } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import { FONT_FILES } from './payslip.js';
import { renderFormB, renderPayslip, renderPayslips } from './printables.service.js';

const registerParams = { id: 'Establishment', registerId: z.string().uuid() } as const;

/** The font's files, read from its package once and kept (about 50 kB each). */
const require = createRequire(import.meta.url);
const fonts = new Map<string, Promise<Buffer>>();
function fontFile(name: keyof typeof FONT_FILES): Promise<Buffer> {
  let file = fonts.get(name);
  if (!file) {
    file = readFile(require.resolve(`@fontsource/noto-sans-devanagari/files/${FONT_FILES[name]}`));
    fonts.set(name, file);
  }
  return file;
}

/**
 * Form B and the payslips under /gen-forms (spec part 2, section 7 'Wages'): HTML the browser opens in a window
 * and prints, read by every role in the establishment's scope (a subcontractor its own workers); and the
 * Devanagari font the payslips' Hindi halves are set in, served from the app itself.
 */
export const wageFormRoutes = routes((r) => {
  const { deps } = r;
  const html = (reply: import('fastify').FastifyReply, page: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  // One fixed path a file (no path parameter: nothing but these two files can be asked for).
  for (const name of Object.keys(FONT_FILES) as (keyof typeof FONT_FILES)[]) {
    r.get(`/fonts/${name}`, {
      access: publicAccess,
      response: fileBytes,
      handler: async ({ reply }) =>
        reply
          .type('font/woff2')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(await fontFile(name)),
    });
  }
  r.get('/establishments/:id/wages/:registerId', {
    access: read(),
    params: registerParams,
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, params, reply }) =>
      html(reply, await renderFormB(deps, auth, found, params.registerId)),
  });
  r.get('/establishments/:id/wages/:registerId/payslips_given', {
    access: read(),
    params: registerParams,
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, params, reply }) =>
      html(reply, await renderPayslips(deps, auth, found, params.registerId)),
  });
  r.get('/establishments/:id/wages/:registerId/wage-entries/:employeeId/payslips_given', {
    access: read(),
    params: { ...registerParams, employeeId: 'Employee' },
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, params, reply }) =>
      html(reply, await renderPayslip(deps, auth, found, params.registerId, params.employeeId)),
  });
});
