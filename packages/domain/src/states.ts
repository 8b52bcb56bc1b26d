export type ShippingRegion = 'east' | 'west';

export const COUNTRY_MALAYSIA = 'Malaysia';

/** The thirteen states and three federal territories. Labuan ships on the East Malaysia table. */
export const MALAYSIAN_STATES: readonly {
  readonly name: string;
  readonly region: ShippingRegion;
}[] = [
  { name: 'Johor', region: 'west' },
  { name: 'Kedah', region: 'west' },
  { name: 'Kelantan', region: 'west' },
  { name: 'Melaka', region: 'west' },
  { name: 'Negeri Sembilan', region: 'west' },
  { name: 'Pahang', region: 'west' },
  { name: 'Perak', region: 'west' },
  { name: 'Perlis', region: 'west' },
  { name: 'Pulau Pinang', region: 'west' },
  { name: 'Sabah', region: 'east' },
  { name: 'Sarawak', region: 'east' },
  { name: 'Selangor', region: 'west' },
  { name: 'Terengganu', region: 'west' },
  { name: 'W.P. Kuala Lumpur', region: 'west' },
  { name: 'W.P. Labuan', region: 'east' },
  { name: 'W.P. Putrajaya', region: 'west' },
];

export const isMalaysianState = (name: string): boolean =>
  MALAYSIAN_STATES.some((state) => state.name === name);

/** The shipping region of a state; an unknown name ships on the West table. */
export const shippingRegionOf = (name: string): ShippingRegion =>
  MALAYSIAN_STATES.find((state) => state.name === name)?.region ?? 'west';
