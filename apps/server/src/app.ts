import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@anupalan/shared';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.js';
import type { Deps } from './context.js';
import type { Db } from './db/client.js';
import { onEstablishmentsChanged } from './db/tx.js';
import { serializerCompiler } from './kit/encoded-json.js';
import { AppError } from './lib/errors.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { agencyRoutes } from './modules/agencies/agencies.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { attendanceBulkRoutes } from './modules/attendance-bulk/bulk.routes.js';
import { attendanceFormRoutes } from './modules/attendance-bulk/gen-forms.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { cmsRoutes, formSchemas } from './modules/cms/cms.routes.js';
import { formRoutesPlugin, upsertSchemas } from './modules/cms/index.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { recomputeAfterCommit } from './modules/compliance/compliance.service.js';
import { complianceDashboardRoutes } from './modules/compliance-dashboard/compliance-dashboard.routes.js';
import { consultantCommentRoutes } from './modules/consultant-comments/consultant-comments.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { employeeRegisterRoutes } from './modules/employees/employee-registers.routes.js';
import { employeeRoutes } from './modules/employees/employees.routes.js';
import { employeeFormRoutes } from './modules/employees/gen-forms.routes.js';
import { establishmentRoutes } from './modules/establishments/establishments.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { maternityRoutes } from './modules/maternity/index.js';
import { metaRoutes } from './modules/meta/meta.routes.js';
import { optionRoutes } from './modules/options/options.routes.js';
import { passwordRoutes } from './modules/passwords/passwords.routes.js';
import { processRoutes } from './modules/processes/index.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { recoveryRoutes } from './modules/recoveries/index.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { returnRoutes } from './modules/returns/index.js';
import { subprojectAgencyRoutes } from './modules/subproject-agencies/links.routes.js';
import { wageRoutes } from './modules/wages/wages.routes.js';
import { wageFormRoutes } from './modules/wages-bulk/gen-forms.routes.js';
import { wageBulkRoutes } from './modules/wages-bulk/wages-bulk.routes.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { OneLineRequestLog, withLogRedaction } from './plugins/log-redaction.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { createStorage, type FileStorage } from './storage/index.js';
import { APP_VERSION } from './version.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Defaults to the storage the configuration names (disk or S3). */
  storage?: FileStorage;
  logger?: boolean | object;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    // Log lines go to stdout asynchronously: written as the previous write completes, so under load many lines
    // share one write instead of one blocking write each, and at rest each line goes at once. pino flushes what
    // is pending when the process exits.
    logger: withLogRedaction(
      options.logger ?? { level: config.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false }) },
    ),
    // One access-log line per request, when the answer has gone.
    logController: new OneLineRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids in logs, never in responses.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { hsts: config.PUBLIC_URL.startsWith('https://') });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Anupalan API', version: APP_VERSION },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'anupalan_sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(csrfPlugin, { secure: config.PUBLIC_URL.startsWith('https://') });
  await app.register(sessionPlugin, { db, config });
  await app.register(inputGuardPlugin);
  await app.register(formRoutesPlugin);

  const deps: Deps = { db, config, storage: options.storage ?? createStorage(config) };
  // A write that changed an establishment's records recomputes its compliance once it commits (db/tx.ts).
  onEstablishmentsChanged(recomputeAfterCommit(app.log));
  // The generic form save checks values against the database (files, served option lists) from any route.
  app.decorate('deps', deps);
  await app.register(
    async (api) => {
      await api.register(authRoutes, deps);
      await api.register(captchaRoutes, deps);
      await api.register(passwordRoutes, deps);
      await api.register(metaRoutes, deps);
      await api.register(contactRoutes, deps);
      await api.register(fileRoutes, deps);
      await api.register(cmsRoutes, deps);
      await api.register(optionRoutes, deps);
      await api.register(adminRoutes, deps);
      await api.register(agencyRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(projectRoutes, deps);
      await api.register(subprojectAgencyRoutes, deps);
      await api.register(reportRoutes, deps);
      await api.register(establishmentRoutes, deps);
      await api.register(employeeRoutes, deps);
      await api.register(employeeRegisterRoutes, deps);
      await api.register(attendanceRoutes, deps);
      await api.register(attendanceBulkRoutes, deps);
      await api.register(wageRoutes, deps);
      await api.register(wageBulkRoutes, deps);
      await api.register(recoveryRoutes, deps);
      await api.register(maternityRoutes, deps);
      await api.register(processRoutes, deps);
      await api.register(returnRoutes, deps);
      await api.register(complianceRoutes, deps);
      await api.register(consultantCommentRoutes, deps);
      await api.register(complianceDashboardRoutes, deps);
      api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );
  // Printable statutory forms (HTML), opened by the web app in a window of their own.
  await app.register(
    async (forms) => {
      await forms.register(employeeFormRoutes, deps);
      await forms.register(attendanceFormRoutes, deps);
      await forms.register(wageFormRoutes, deps);
    },
    { prefix: '/gen-forms' },
  );

  await app.register(fastifyStatic, { root: KITS_DIR, prefix: '/kits/', decorateReply: false });
  registerWebApp(app, config.WEB_DIST_DIR);
  // The schemas defined in code are what cms_master serves: refreshed on every start.
  app.addHook('onReady', async () => upsertSchemas(db, formSchemas(config)));
  return app;
}

/** The handbooks listed on /guides ship with the server. */
const KITS_DIR = path.resolve(import.meta.dirname, '../static/kits');

/**
 * Paths the single-page app never routes: the API, the server's printable windows (/gen-forms) and the built assets.
 * An unknown one is a 404, never the app's index.html with 200 (a missing font or script would otherwise arrive as
 * HTML).
 */
const SERVER_ONLY_PATHS = ['/api/', '/gen-forms/', '/assets/'];

/** Serves the built single-page app; unknown paths of the app get its index.html (client-side routes). */
function registerWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const serverOnly = SERVER_ONLY_PATHS.some((prefix) => request.url.startsWith(prefix));
    if (serverOnly || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
