/** Delivery details a test checkout sends: a West Malaysian address unless told otherwise. */
export const deliveryTo = (state = 'Selangor', extra: Record<string, string> = {}) => ({
  country: 'Malaysia',
  first_name: 'Nur',
  last_name: 'Aina',
  address: '12 Jalan Nyiur',
  address2: 'Unit 3',
  postcode: '47400',
  city: 'Petaling Jaya',
  state,
  recipient_number: '0123456789',
  is_pickup: '0',
  save_address: '0',
  ...extra,
});
