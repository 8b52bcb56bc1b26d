import { prerenderedSite } from '@nyiur/build-tools';
import { PRERENDER_PATHS } from './app/shop-paths';

export default prerenderedSite({ label: 'shop', paths: PRERENDER_PATHS });
