import { describe, expect, it } from 'vitest';
import { checkSeller } from './check-seller';
import type { SellerDetails } from './check-seller';

const SELLER: SellerDetails = {
  name: 'Nyiur Wellness Sdn. Bhd.',
  tin: 'C20830570210',
  brn: '202001234567',
  sstNumber: '',
  msicCode: '10791',
  businessActivity: 'Manufacture of coffee, tea and similar products',
  addressLine1: 'Lot 66, Bangunan Merdeka',
  city: 'Kuala Lumpur',
  postcode: '50480',
  stateCode: '14',
  phone: '+60 12-345 6789',
  email: '',
};

describe('the seller checked as MyInvois checks a supplier', () => {
  it('takes a complete seller, with no SST number and no e-mail', () => {
    expect(checkSeller(SELLER)).toEqual({});
  });

  it("refuses a general TIN for the shop's own, a short postcode and state 17", () => {
    expect(
      checkSeller({ ...SELLER, tin: 'EI00000000010', postcode: '5048', stateCode: '17' }),
    ).toEqual({
      tin: "Enter the shop's own TIN.",
      postcode: 'Enter the 5-digit postcode.',
      stateCode: 'Choose the state.',
    });
  });
});
