import { SHIPMENT_STATUS } from '../stages';

/** How a sandbox parcel's days go, from its booking: chosen per reference by the test. */
export type Journey = 'delivered' | 'failed-delivery' | 'returned' | 'stays';

export interface JourneyStep {
  afterMs: number;
  statusCode: number;
  /** The overall status words (details, latest_tracking_status). */
  status: string;
  /** The courier's words for the event. */
  event: string;
  location: string | null;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const BOOKED: JourneyStep = {
  afterMs: 0,
  statusCode: SHIPMENT_STATUS.scheduleInArrangement,
  status: 'Schedule In Arrangement',
  event: 'Schedule In Arrangement',
  location: null,
};

const PICKED_UP: JourneyStep[] = [
  {
    afterMs: 20 * HOUR,
    statusCode: SHIPMENT_STATUS.collected,
    status: 'Collected',
    event: 'Parcel picked up by courier',
    location: 'Shah Alam Hub, Selangor, MY',
  },
  {
    afterMs: DAY + 8 * HOUR,
    statusCode: SHIPMENT_STATUS.inTransit,
    status: 'Delivery In Transit',
    event: 'Departed from origin hub',
    location: 'Shah Alam Hub, Selangor, MY',
  },
  {
    afterMs: 2 * DAY + 2 * HOUR,
    statusCode: SHIPMENT_STATUS.inTransit,
    status: 'Out for delivery',
    event: 'Out for delivery',
    location: 'Destination station',
  },
];

const FAILED: JourneyStep = {
  afterMs: 2 * DAY + 7 * HOUR,
  statusCode: SHIPMENT_STATUS.onHold,
  status: 'On Hold',
  event: 'Delivery attempt failed: recipient not available',
  location: 'Destination station',
};

export const JOURNEYS: Record<Journey, readonly JourneyStep[]> = {
  stays: [BOOKED],
  delivered: [
    BOOKED,
    ...PICKED_UP,
    {
      afterMs: 2 * DAY + 6 * HOUR,
      statusCode: SHIPMENT_STATUS.delivered,
      status: 'Delivered',
      event: 'Delivered: parcel received by recipient',
      location: 'Destination address',
    },
  ],
  'failed-delivery': [BOOKED, ...PICKED_UP, FAILED],
  returned: [
    BOOKED,
    ...PICKED_UP,
    FAILED,
    {
      afterMs: 3 * DAY + 4 * HOUR,
      statusCode: SHIPMENT_STATUS.inTransit,
      status: 'Delivery In Transit',
      event: 'Returning to sender',
      location: 'Destination station',
    },
    {
      afterMs: 5 * DAY + 3 * HOUR,
      statusCode: SHIPMENT_STATUS.returned,
      status: 'Returned',
      event: 'Returned to sender',
      location: 'Shah Alam Hub, Selangor, MY',
    },
  ],
};

/** The steps that have happened by `now`. */
export const stepsBy = (journey: Journey, bookedAt: number, now: number): JourneyStep[] =>
  JOURNEYS[journey].filter((step) => bookedAt + step.afterMs <= now);
