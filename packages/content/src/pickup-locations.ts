/** Self-collection points offered at checkout (spec §3 option list: id and venue). */
export interface PickupLocation {
  readonly id: number;
  readonly venue: string;
}

/** Sample venues in the Klang Valley; the first is preselected at checkout. */
export const pickupLocations: readonly PickupLocation[] = [
  {
    id: 1,
    venue:
      'Nyiur Studio, Damansara Uptown, 47400 Petaling Jaya, Selangor (Mon to Fri, 10 am to 6 pm)',
  },
  {
    id: 2,
    venue: 'Nyiur Collection Point, Bangsar South, 59200 Kuala Lumpur (Mon to Fri, 10 am to 6 pm)',
  },
  {
    id: 3,
    venue: 'Nyiur Collection Point, SS15, 47500 Subang Jaya, Selangor (Sat, 10 am to 2 pm)',
  },
];
