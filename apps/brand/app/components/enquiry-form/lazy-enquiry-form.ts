import { lazyPart } from '@nyiur/shell';

/** The enquiry form, its code (zod, react-hook-form) after the page's own (decision 0024). */
export const LazyEnquiryForm = lazyPart(() => import('./enquiry-form').then((m) => m.EnquiryForm));
