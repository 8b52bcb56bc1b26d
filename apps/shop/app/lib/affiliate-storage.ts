/** Where an affiliate's `aff_id` is remembered between visits (spec §2). */
export const AFFILIATE_STORAGE_KEY = 'aff_id';
