import type { PATHS } from '@nyiur/domain';
import type { PageMeta } from './page-meta';

export type PolicyBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] };

export interface PolicySection {
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
}

/** A static legal page: /condition-of-sale, /privacy-policy, /return-policy. */
export interface PolicyDocument {
  readonly path:
    typeof PATHS.conditionOfSale | typeof PATHS.privacyPolicy | typeof PATHS.returnPolicy;
  readonly title: string;
  /** The last breadcrumb item (Home > breadcrumb). */
  readonly breadcrumb: string;
  readonly meta: PageMeta;
  /** ISO date of the last change. */
  readonly updatedAt: string;
  readonly intro: readonly string[];
  readonly sections: readonly PolicySection[];
  /** Pages the document refers the reader to. */
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

export const para = (text: string): PolicyBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): PolicyBlock => ({ type: 'list', items });

/** The whole document as plain text, for search and tests. */
export function policyText(doc: PolicyDocument): string {
  const blocks = doc.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.map((b) => (b.type === 'paragraph' ? b.text : b.items.join('\n'))),
  ]);
  return [doc.title, ...doc.intro, ...blocks].join('\n\n');
}
