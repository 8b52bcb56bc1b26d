import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { brandStoryPath, whyMctPath } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';

/** A route table path as the router writes it, without the leading slash. */
const at = (path: string): string => path.slice(1);

export default [
  layout('routes/main-layout.tsx', [
    index('routes/home.tsx'),
    route(at(PATHS.leanessentials), 'routes/leanessentials.tsx'),
    route(at(brandStoryPath), 'routes/brand-story.tsx'),
    route(at(whyMctPath), 'routes/why-mct.tsx'),
    route(at(PATHS.lifestyleAffiliate), 'routes/lifestyle-affiliate.tsx'),
    route(at(PATHS.communityBlog), 'routes/community-blog.tsx'),
    route(at(PATHS.blogArticle), 'routes/blog-article.tsx'),
    route(at(PATHS.freeSample), 'routes/free-sample.tsx'),
    route(at(PATHS.contact), 'routes/contact.tsx'),
    route(at(PATHS.faq), 'routes/faq.tsx'),
    route(at(PATHS.conditionOfSale), 'routes/condition-of-sale.tsx'),
    route(at(PATHS.privacyPolicy), 'routes/privacy-policy.tsx'),
    route(at(PATHS.returnPolicy), 'routes/return-policy.tsx'),
    // One route serves /page-not-found and every unknown path, so the prerendered not-found page
    // hydrates cleanly whichever unknown URL the server answers with it.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The social landing page stands outside the main layout (spec §2).
  route(at(PATHS.connect), 'routes/connect.tsx'),
] satisfies RouteConfig;
