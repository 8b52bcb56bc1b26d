import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One part of the sites' messages: its catalogue per language and the source that uses it. */
export interface CatalogueSet {
  /** The catalogue path with `{locale}`, as lingui.config.ts names it. */
  readonly path: string;
  /** The source folders whose code looks its messages up by id. */
  readonly include: readonly string[];
}

export type Catalogue = Readonly<Record<string, string>>;

const readCatalogue = (file: string): Catalogue =>
  JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** A catalogue of a set in one language. */
export const catalogueOf = (set: CatalogueSet, locale: string): Catalogue =>
  readCatalogue(`${set.path.replace('{locale}', locale)}.json`);

// `{name}` and `{count, plural, ...}` name a value the code must give, in every language alike.
const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '').sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories)\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * What is wrong with a set of catalogues: a message missing or empty in a language, a message
 * whose placeholders differ from the source's, and a message no source file names by its id.
 */
export function catalogueProblems(
  set: CatalogueSet,
  locales: readonly string[],
  sourceLocale: string,
): string[] {
  const problems: string[] = [];
  const source = catalogueOf(set, sourceLocale);
  const ids = Object.keys(source);
  for (const locale of locales) {
    const catalogue = catalogueOf(set, locale);
    for (const id of ids) {
      const message = catalogue[id];
      if (message === undefined || message.trim() === '') {
        problems.push(`${locale}: "${id}" is missing`);
      } else if (placeholdersOf(message).join() !== placeholdersOf(source[id] ?? '').join()) {
        problems.push(`${locale}: "${id}" has other placeholders than ${sourceLocale}`);
      }
    }
    for (const id of Object.keys(catalogue)) {
      if (!(id in source)) problems.push(`${locale}: "${id}" is not in ${sourceLocale}`);
    }
  }
  const code = set.include.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
  for (const id of ids) {
    const quoted = [`'${id}'`, `"${id}"`, `\`${id}\``];
    if (!code.some((text) => quoted.some((form) => text.includes(form)))) {
      problems.push(`"${id}" is used nowhere`);
    }
  }
  return problems;
}
