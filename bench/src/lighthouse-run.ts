import lighthouse, { desktopConfig } from 'lighthouse';
import { median } from './stats';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The figures kept from one Lighthouse report (scores 0..1, times in ms). */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

export const FIGURE_KEYS: readonly (keyof LighthouseFigures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
];

/** Each figure's median over several runs (figure by figure, as Lighthouse's own guidance does). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

const RUN_TIMEOUT_MS = 120_000;

/** One Lighthouse run with a preset against the Chromium listening on `port`. */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
): Promise<LighthouseFigures> {
  const run = lighthouse(
    url,
    {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Pictures of the page are not figures; leaving them out shortens every run.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS} ms`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    clearTimeout(timer);
  }
}
