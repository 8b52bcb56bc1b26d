/** What a prerendered page puts in its <head> (title, description, keywords, share image). */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords?: readonly string[];
}
