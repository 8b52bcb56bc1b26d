import { describe, expect, it } from 'vitest';
import { request as updateRequest } from './address-update';
import { request as removeRequest } from './address-update-status';

const valid = {
  country: 'Malaysia',
  first_name: 'Aisyah',
  last_name: 'Rahman',
  address: '12 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
};

describe('address-update and address-update-status requests', () => {
  it('need the address id, given as a number or digits', () => {
    expect(updateRequest.parse({ ...valid, address_id: '7' }).address_id).toBe(7);
    expect(updateRequest.safeParse(valid).success).toBe(false);
    expect(removeRequest.parse({ address_id: 7, status_event: 'remove' })).toEqual({
      address_id: 7,
      status_event: 'remove',
    });
    expect(removeRequest.safeParse({ address_id: 7, status_event: 'archive' }).success).toBe(false);
    expect(removeRequest.safeParse({ address_id: 0, status_event: 'remove' }).success).toBe(false);
  });
});
