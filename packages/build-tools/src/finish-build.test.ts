import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishBuild } from './finish-build';
import { prerenderedSite } from './prerendered-site';

const page =
  '<!DOCTYPE html><html><head><title>Nyiur</title></head><body>' +
  '<main>' +
  'Organic coconut MCT powder, one sachet a day. '.repeat(40) +
  '</main><script>window.__ctx = { ready: true };</script></body></html>';

async function prerenderedFolder(): Promise<string> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'nyiur-finish-build-'));
  await mkdir(path.join(clientDir, 'site-assets'));
  await mkdir(path.join(clientDir, 'about'));
  await writeFile(path.join(clientDir, 'index.html'), page);
  await writeFile(path.join(clientDir, 'about', 'index.html'), page);
  return clientDir;
}

describe('finishBuild', () => {
  it('moves inline scripts out, copies the media, writes the sitemap and the compressed copies', async () => {
    const clientDir = await prerenderedFolder();
    await finishBuild({
      clientDir,
      assetsDir: 'site-assets',
      label: 'test',
      sitemap: {
        siteUrl: 'https://nyiur.example/',
        paths: ['/', '/about'],
        disallow: ['/account'],
      },
    });

    const html = await readFile(path.join(clientDir, 'about', 'index.html'), 'utf8');
    expect(html).not.toContain('window.__ctx');
    const [fileName] = await readdir(path.join(clientDir, 'site-assets'));
    expect(html).toContain(`<script src="/site-assets/${fileName}"></script>`);
    expect(await readFile(path.join(clientDir, 'site-assets', fileName ?? ''), 'utf8')).toBe(
      'window.__ctx = { ready: true };',
    );
    expect((await readdir(path.join(clientDir, 'media'))).length).toBeGreaterThan(0);
    expect(await readFile(path.join(clientDir, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://nyiur.example/about</loc>',
    );
    expect(await readFile(path.join(clientDir, 'robots.txt'), 'utf8')).toContain(
      'Disallow: /account',
    );
    expect(existsSync(path.join(clientDir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'index.html.gz'))).toBe(true);
  });

  it('writes no sitemap for a site that asks for none', async () => {
    const clientDir = await prerenderedFolder();
    await finishBuild({ clientDir, assetsDir: 'site-assets', label: 'test' });
    expect(existsSync(path.join(clientDir, 'sitemap.xml'))).toBe(false);
    expect(existsSync(path.join(clientDir, 'robots.txt'))).toBe(false);
  });
});

describe('a page with a part streamed in after it', () => {
  it('stops the build, naming the page', async () => {
    const clientDir = await prerenderedFolder();
    await writeFile(
      path.join(clientDir, 'about', 'index.html'),
      '<!DOCTYPE html><html><body><main><template id="B:0"></template>Loading</main>' +
        '<div hidden id="S:0"><form aria-label="Contact us"></form></div></body></html>',
    );
    await expect(
      finishBuild({ clientDir, assetsDir: 'site-assets', label: 'brand' }),
    ).rejects.toThrow('brand: about/index.html has a part that arrives after the page');
  });
});

describe('prerenderedSite', () => {
  it('prerenders every given path without server rendering', () => {
    const config = prerenderedSite({ label: 'shop', paths: ['/', '/cart'] });
    expect(config).toMatchObject({ appDirectory: 'app', ssr: false, prerender: ['/', '/cart'] });
    expect(config.buildEnd).toBeTypeOf('function');
  });
});
