import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { PinoLogger } from 'nestjs-pino';
import { QuietLogger } from './core/http/quiet-logger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertCatalogue, type ResourceDef } from '@console/metadata';
import type { MigrationInterface } from 'typeorm';
import { PERMISSION_CATALOGUE } from '@console/contracts';
import { PAGES, RESOURCES } from '@console/resources';
import { AppModule } from './app.module';
import { AppConfig } from './core/config';
import { bodyErrorHandler } from './core/http/body-errors';
import { answerClientErrors } from './core/http/client-errors';
import { noCacheIndex, serveAssets } from './core/http/precompressed';

/**
 * Builds the whole HTTP application: used by main.ts, the API tests and the bench, so all three
 * run exactly the same stack (headers, body limit, guards, envelope, static web app).
 */
export interface AppOptions {
  /** The catalogue of generated resources (default: all of resources/). */
  resources?: ResourceDef[];
  /** The migrations (default: all of migrations/); a resource folder loaded at start-up adds its own. */
  migrations?: Array<new () => MigrationInterface>;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<INestApplication> {
  // Definitions checked against each other before anything is built: a misspelt sub-role or a
  // relation to a missing resource stops the start with the whole list (CatalogueError).
  assertCatalogue(options.resources ?? RESOURCES, PAGES, PERMISSION_CATALOGUE);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config, options.resources, options.migrations), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(new QuietLogger(await app.resolve(PinoLogger), {}));
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
  app.set('trust proxy', config.trustProxy);
  answerClientErrors(app.getHttpServer());
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // antd writes its styles at run time (CSS-in-JS).
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
        },
      },
    }),
  );
  // API answers carry tokens and personal data: no browser or proxy may keep a copy.
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(bodyErrorHandler);
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Console API').setDescription('Envelope {result, data, message, zhMessage, errorCode}; see docs/api-conventions.md').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });

  serveWebApp(app, config.webDist);
  return app;
}

/**
 * The built web app on the same port; unknown non-API paths get index.html (client routing).
 * index.html is sent relative to its own folder: `send` refuses paths with a dot-folder, and it
 * must judge only the part below the web app (an install under ~/.local is fine).
 */
function serveWebApp(app: NestExpressApplication, webDist: string): void {
  if (!existsSync(join(webDist, 'index.html'))) return;
  // Hashed files: brotli/gzip made at build time, cached for a year (core/http/precompressed.ts).
  app.use('/assets', ...serveAssets(join(webDist, 'assets')));
  app.use(express.static(webDist, { index: false, maxAge: '1h', setHeaders: noCacheIndex }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/ws')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: webDist });
  });
}
