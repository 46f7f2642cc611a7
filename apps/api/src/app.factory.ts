import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { PinoLogger } from 'nestjs-pino';
import { QuietLogger } from './core/http/quiet-logger';
import { existsSync, readFileSync } from 'node:fs';
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
import { startErrorReporting } from './core/error-reporting';

/**
 * Builds the whole HTTP application: used by main.ts, the API tests and the bench, so all three
 * run exactly the same stack (headers, body limit, guards, envelope, static web app).
 */
interface AppOptions {
  /** The catalogue of generated resources (default: all of resources/). */
  resources?: ResourceDef[];
  /** The migrations (default: all of migrations/); a resource folder loaded at start-up adds its own. */
  migrations?: Array<new () => MigrationInterface>;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<INestApplication> {
  // Definitions checked against each other before anything is built: a misspelt sub-role or a
  // relation to a missing resource stops the start with the whole list (CatalogueError).
  assertCatalogue(options.resources ?? RESOURCES, PAGES, PERMISSION_CATALOGUE);
  startErrorReporting(config);
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
          // the web app's error reports go to WEB_SENTRY_DSN's host, when one is set
          'connect-src': ["'self'", 'ws:', 'wss:', ...originOf(config.webSentryDsn)],
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

  // Built at the first request for it, then kept: scanning every route costs about 0.4 s of a
  // start, paid by each of the API tests' servers though few of them read the document.
  const openApi = () => SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Console API').setDescription('Envelope {result, data, message, zhMessage, errorCode}; see docs/api-conventions.md').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });

  serveWebApp(app, config.webDist, { sentryDsn: config.webSentryDsn, environment: config.sentryEnvironment });
  return app;
}

/** What the web app reads from index.html's meta tags at start-up (apps/web/src/app/error-reporting.ts). */
interface WebSettings {
  sentryDsn?: string;
  environment: string;
}

/**
 * The built web app on the same port; unknown non-API paths get index.html (client routing).
 * index.html is read once and sent from memory, with the web app's settings as meta tags (the
 * error-reporting DSN, when WEB_SENTRY_DSN is set: one build serves every installation).
 */
function serveWebApp(app: NestExpressApplication, webDist: string, settings: WebSettings): void {
  if (!existsSync(join(webDist, 'index.html'))) return;
  const index = withSettings(readFileSync(join(webDist, 'index.html'), 'utf8'), settings);
  const sendIndex = (res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(index);
  };
  // Hashed files: brotli/gzip made at build time, cached for a year (core/http/precompressed.ts).
  app.use('/assets', ...serveAssets(join(webDist, 'assets')));
  app.use('/index.html', (req: Request, res: Response, next: NextFunction) => (req.method === 'GET' || req.method === 'HEAD' ? sendIndex(res) : next()));
  app.use(express.static(webDist, { index: false, maxAge: '1h', setHeaders: noCacheIndex }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    // HEAD as GET (uptime checks and load balancers probe `HEAD /`); Express sends no body for it.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api') || req.path.startsWith('/ws')) return next();
    sendIndex(res);
  });
}

/** index.html with meta tags of the settings that are set, before </head>. */
function withSettings(html: string, settings: WebSettings): string {
  if (!settings.sentryDsn) return html;
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const tags = `<meta name="sentry-dsn" content="${attr(settings.sentryDsn)}"><meta name="sentry-environment" content="${attr(settings.environment)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : tags + html;
}

/** The origin of a DSN, for the CSP's connect-src; none when unset or unreadable. */
function originOf(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}
