import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Msg } from '@jobline/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { registerRequestUser } from './auth/requestUser';
import { sessionLimits } from './auth/sessions';
import { registerSecurityHeaders } from './securityHeaders';
import { registerInputGuard } from './inputGuard';
import { trustProxyOption } from './proxyTrust';
import { answerFrameworkError } from './frameworkErrors';
import { useRequiredMessage } from './validationMessages';
import { access, type RouteAccess } from './policies/access';
import type { EventBus } from './realtime/bus';
import { realtimeRoutes } from './realtime/routes';
import { authRoutes } from './modules/auth/routes';
import { profileRoutes } from './modules/profile/routes';
import { accessRoutes } from './modules/access/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { declareRefusals, documentTransform } from './routeContract';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { peopleRoutes } from './modules/people/routes';
import { customerRoutes } from './modules/customers/routes';
import { holidayRoutes } from './modules/holidays/routes';
import { importRoutes } from './modules/imports/routes';
import { jobRoutes } from './modules/jobs/routes';
import { intakeRoutes } from './modules/intake/routes';
import { jobAdminRoutes } from './modules/jobAdmin/routes';
import { quickJobRoutes } from './modules/quickJobs/routes';
import { taskingRoutes } from './modules/tasking/routes';
import { taskAssignRoutes } from './modules/taskAssign/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { boardsRoutes } from './modules/boards/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { floorRoutes } from './modules/floor/routes';
import { worksheetRoutes } from './modules/worksheets/routes';
import { summaryRoutes } from './modules/summaries/routes';
import { reportRoutes } from './modules/reports/routes';
import { worksheetExportRoutes } from './modules/worksheets/exports/routes';
import { worksheetPresetRoutes } from './modules/worksheets/presets/routes';
import { worksheetUploadRoutes } from './modules/worksheets/uploads/routes';
import { leaveRoutes } from './modules/leave/routes';
import { planningRoutes } from './modules/planning/routes';
import { serviceRoutes } from './modules/services/routes';
import { adminRoutes } from './modules/admin/routes';

/** The Fastify instance every module registers its routes on (zod-typed). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's request schemas (zod), for tests that walk every route's fields. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const { config, database, bus } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    exposeHeadRoutes: false,
    frameworkErrors: answerFrameworkError,
    // Building the OpenAPI page from every route's schema can pass the default 10 s on a busy machine.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  useRequiredMessage();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config ?? {}), access: access.public };
    }
    declareRefusals(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: (route.config as { access?: RouteAccess })?.access,
        schema: route.schema,
      });
    }
  });

  await registerSecurityHeaders(app, config);
  // Large JSON answers go compressed; built files are compressed once at build (preCompressed below).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^application\/json/,
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jobline API',
        version: config.version,
        description:
          'Every call needs `Authorization: Bearer <access_token>` from POST /api/auth/login, ' +
          'except the public ones. Validation errors answer 400 {message, errors: {field: message}}.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? Msg.common.invalidInput;
      }
      return reply.status(400).send({ message: Object.values(errors)[0], errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: Msg.common.tooLarge });
    }
    if (status === 400) {
      // Malformed JSON and the like: the body as a whole is what is wrong.
      return reply.status(400).send({ message: error.message, errors: { body: error.message } });
    }
    if (status > 400 && status < 500) {
      // A wrong content type and the like: say what, never how.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: Msg.common.serverError });
  });

  registerRequestUser(app, database.db, sessionLimits(config));
  registerInputGuard(app);

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>() as unknown as App;
      await healthRoutes(typed, deps);
      await authRoutes(typed, deps);
      await profileRoutes(typed, deps);
      await imageRoutes(typed, deps);
      await accessRoutes(typed, deps);
      await lookupRoutes(typed, deps);
      await peopleRoutes(typed, deps);
      await customerRoutes(typed, deps);
      await holidayRoutes(typed, deps);
      await importRoutes(typed, deps);
      await jobRoutes(typed, deps);
      await intakeRoutes(typed, deps);
      await jobAdminRoutes(typed, deps);
      await quickJobRoutes(typed, deps);
      await taskingRoutes(typed, deps);
      await taskAssignRoutes(typed, deps);
      await notificationRoutes(typed, deps);
      await boardsRoutes(typed, deps);
      await dashboardRoutes(typed, deps);
      await floorRoutes(typed, deps);
      await worksheetRoutes(typed, deps);
      await summaryRoutes(typed, deps);
      await reportRoutes(typed, deps);
      await worksheetExportRoutes(typed, deps);
      await worksheetPresetRoutes(typed, deps);
      await worksheetUploadRoutes(typed, deps);
      await leaveRoutes(typed, deps);
      await planningRoutes(typed, deps);
      await serviceRoutes(typed, deps);
      await adminRoutes(typed, deps);
      await realtimeRoutes(typed, { bus, db: database.db, config });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/** Serves the built SPA; any non-API path answers index.html so client routes work on reload. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // "/" is a directory to the static server: answer the app, not 403.
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ message: Msg.common.notFound });
    }
    // A missing file (an old bundle asked for after a deploy) is a 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, or `npm start` which builds it.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
