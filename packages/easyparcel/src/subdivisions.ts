/**
 * ISO 3166-2:MY codes, which EasyParcel asks for as `subdivision_code` ("MY-07" is Penang in
 * its examples), by the state names the shop's addresses use.
 */
export const MALAYSIAN_SUBDIVISIONS = {
  Johor: 'MY-01',
  Kedah: 'MY-02',
  Kelantan: 'MY-03',
  Melaka: 'MY-04',
  'Negeri Sembilan': 'MY-05',
  Pahang: 'MY-06',
  'Pulau Pinang': 'MY-07',
  Perak: 'MY-08',
  Perlis: 'MY-09',
  Selangor: 'MY-10',
  Terengganu: 'MY-11',
  Sabah: 'MY-12',
  Sarawak: 'MY-13',
  'Kuala Lumpur': 'MY-14',
  Labuan: 'MY-15',
  Putrajaya: 'MY-16',
} as const;

const ALIASES: Record<string, keyof typeof MALAYSIAN_SUBDIVISIONS> = {
  penang: 'Pulau Pinang',
  malacca: 'Melaka',
  'wilayah persekutuan kuala lumpur': 'Kuala Lumpur',
  'w.p. kuala lumpur': 'Kuala Lumpur',
  'wp kuala lumpur': 'Kuala Lumpur',
  'wilayah persekutuan labuan': 'Labuan',
  'wilayah persekutuan putrajaya': 'Putrajaya',
};

/** "Selangor" → "MY-10"; aliases such as "Penang" too; null for a name it does not know. */
export const subdivisionCodeOf = (state: string): string | null => {
  const wanted = state.trim().toLowerCase();
  const named = Object.entries(MALAYSIAN_SUBDIVISIONS).find(
    ([name]) => name.toLowerCase() === wanted,
  );
  if (named) return named[1];
  const alias = ALIASES[wanted];
  return alias ? MALAYSIAN_SUBDIVISIONS[alias] : null;
};
