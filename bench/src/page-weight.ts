import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

/** What a first load of one page fetched, by kind. */
export type ResourceKind = 'html' | 'js' | 'css' | 'fonts' | 'images' | 'other';
export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'html',
  'js',
  'css',
  'fonts',
  'images',
  'other',
];

export interface KindWeight {
  readonly requests: number;
  /** Decoded body bytes. */
  readonly raw: number;
  /** The bodies compressed with gzip -9 (binary formats count as they are). */
  readonly gzip: number;
  /** The bodies compressed with brotli quality 11 (binary formats count as they are). */
  readonly brotli: number;
  /** Body bytes as they actually crossed the wire from this host. */
  readonly transferred: number;
}

export interface PageWeight {
  readonly url: string;
  readonly status: number;
  readonly requests: number;
  readonly failedRequests: number;
  readonly byKind: Record<ResourceKind, KindWeight>;
  readonly total: KindWeight;
  /** Requests to anything but 127.0.0.1; always blocked. */
  readonly offHostRequests: string[];
}

export function kindOf(resourceType: string, contentType: string): ResourceKind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font') return 'fonts';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'images';
  return 'other';
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** Compressed sizes of one body: text compressed, binary formats (woff2, png, …) as they are. */
export function compressedSizes(
  body: Buffer,
  contentType: string,
): { gzip: number; brotli: number } {
  if (!COMPRESSIBLE.test(contentType) || body.length === 0) {
    return { gzip: body.length, brotli: body.length };
  }
  return {
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

const empty = (): KindWeight => ({ requests: 0, raw: 0, gzip: 0, brotli: 0, transferred: 0 });

export function addWeight(a: KindWeight, b: KindWeight): KindWeight {
  return {
    requests: a.requests + b.requests,
    raw: a.raw + b.raw,
    gzip: a.gzip + b.gzip,
    brotli: a.brotli + b.brotli,
    transferred: a.transferred + b.transferred,
  };
}

/**
 * Loads a page once in a fresh browser context (empty cache) at a phone's viewport and adds up
 * every response by kind. Waits for the load event and then up to 5 s of network quiet.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const offHost: string[] = [];
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url());
    if (
      target.protocol === 'data:' ||
      target.protocol === 'blob:' ||
      target.hostname === '127.0.0.1'
    ) {
      return route.continue();
    }
    offHost.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  const byKind = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, empty()])) as Record<
    ResourceKind,
    KindWeight
  >;
  const pending: Promise<void>[] = [];
  let failed = 0;
  let requests = 0;

  const record = async (request: Request): Promise<void> => {
    const response = await request.response();
    if (!response) return;
    const contentType = (await response.headerValue('content-type')) ?? '';
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
    const kind = kindOf(request.resourceType(), contentType);
    const compressed = compressedSizes(body, contentType);
    byKind[kind] = addWeight(byKind[kind], {
      requests: 1,
      raw: body.length,
      gzip: compressed.gzip,
      brotli: compressed.brotli,
      transferred: sizes.responseBodySize,
    });
  };

  const page = await context.newPage();
  page.on('request', () => {
    requests += 1;
  });
  page.on('requestfailed', () => {
    failed += 1;
  });
  page.on('requestfinished', (request) => {
    pending.push(record(request).catch(() => undefined));
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await Promise.all(pending);
    const total = RESOURCE_KINDS.reduce((sum, kind) => addWeight(sum, byKind[kind]), empty());
    return {
      url,
      status: response?.status() ?? 0,
      requests,
      failedRequests: failed,
      byKind,
      total,
      offHostRequests: offHost,
    };
  } finally {
    await context.close();
  }
}
