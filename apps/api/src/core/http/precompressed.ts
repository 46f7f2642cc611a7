import { existsSync, readdirSync } from 'node:fs';
import express, { NextFunction, Request, Response } from 'express';

/** The precompressed variants the web build writes beside each asset, best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** A year: hashed file names change with their content, so a copy never goes stale. */
const HASHED_MAX_AGE = '1y';

/**
 * The built web app's hashed files (`assets/`): a brotli or gzip copy made at build time
 * (apps/web/build/precompress.ts) is sent when the browser accepts it, with Content-Encoding,
 * the original's type and `Vary: Accept-Encoding`; every one with `Cache-Control: public,
 * max-age=31536000, immutable`. Which files have copies is read once (the build does not
 * change under a running server).
 */
export function serveAssets(assetsDir: string): express.RequestHandler[] {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const negotiate = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = safeName(req.path);
    if (!name || !files.has(name)) return next();
    const variants = VARIANTS.filter((v) => files.has(name + v.suffix));
    if (!variants.length) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = variants.find((v) => accepted(v.encoding));
    if (!chosen) return next();
    res.type(name.slice(name.lastIndexOf('.')));
    res.setHeader('Content-Encoding', chosen.encoding);
    req.url = `/${name}${chosen.suffix}`;
    next();
  };
  return [negotiate, express.static(assetsDir, { index: false, maxAge: HASHED_MAX_AGE, immutable: true })];
}

/** The file name a request below assets/ asks for, or null (folders, dot-files, escapes). */
function safeName(path: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(path.replace(/^\//, ''));
  } catch {
    return null;
  }
  return /^[\w.-]+$/.test(name) && !name.startsWith('.') ? name : null;
}

/** Whether an Accept-Encoding header takes an encoding (named or `*`, with q above 0). */
function acceptedEncodings(header: string | string[] | undefined): (encoding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  return (encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0;
}

/** index.html must be asked again each time (it names the hashed files of the current build). */
export function noCacheIndex(res: Response, path: string): void {
  if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
}

