import { PATHS, pathTo } from '@nyiur/domain';

/** The path of a blog article. Its own module: pages import it without the article list. */
export const articlePath = (slug: string): string => pathTo(PATHS.blogArticle, { blog: slug });
