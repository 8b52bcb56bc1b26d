import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { brandStoryPath, whyMctPath } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { localisedRoutes, pageRoutes, routePath } from '@nyiur/build-tools/routes';

export default localisedRoutes([
  layout('routes/main-layout.tsx', [
    index('routes/home.tsx'),
    ...pageRoutes(PATHS, 'leanessentials'),
    route(routePath(brandStoryPath), 'routes/brand-story.tsx'),
    route(routePath(whyMctPath), 'routes/why-mct.tsx'),
    ...pageRoutes(
      PATHS,
      'lifestyleAffiliate',
      'communityBlog',
      'blogArticle',
      'freeSample',
      'contact',
      'faq',
      'conditionOfSale',
      'privacyPolicy',
      'returnPolicy',
    ),
    // One route serves /page-not-found and every unknown path, so the prerendered not-found page
    // hydrates cleanly whichever unknown URL the server answers with it.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The social landing page stands outside the main layout (spec §2).
  ...pageRoutes(PATHS, 'connect'),
]) satisfies RouteConfig;
