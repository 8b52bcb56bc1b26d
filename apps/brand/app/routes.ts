import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { siteConfig } from '@nyiur/content';

export default [
  layout('routes/main-layout.tsx', [
    index('routes/home.tsx'),
    route('leanessentials', 'routes/leanessentials.tsx'),
    route(`about/why-${siteConfig.brandSlug}`, 'routes/brand-story.tsx'),
    route('about/why-mct', 'routes/why-mct.tsx'),
    route('lifestyle-affiliate', 'routes/lifestyle-affiliate.tsx'),
    route('community-blog', 'routes/community-blog.tsx'),
    route('community-blog/:blog', 'routes/blog-article.tsx'),
    route('free-sample', 'routes/free-sample.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('condition-of-sale', 'routes/condition-of-sale.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('return-policy', 'routes/return-policy.tsx'),
    // One route serves /page-not-found and every unknown path, so the prerendered not-found page
    // hydrates cleanly whichever unknown URL the server answers with it.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The social landing page stands outside the main layout (spec §2).
  route('connect', 'routes/connect.tsx'),
] satisfies RouteConfig;
