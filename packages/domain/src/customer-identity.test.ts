import { describe, expect, it } from 'vitest';
import {
  customerIdentityOf,
  deliveryAddressKey,
  inboxKeyOf,
  isSameCustomer,
  phoneE164,
} from './customer-identity';

describe('who a customer is', () => {
  it('reads one Gmail inbox written with dots, a +tag and capitals as one', () => {
    expect(inboxKeyOf('siti.aminah@gmail.com')).toBe('sitiaminah@gmail.com');
    expect(inboxKeyOf(' S.I.T.I.Aminah+1@GoogleMail.com ')).toBe('sitiaminah@gmail.com');
    // Other providers keep their dots: they may be different inboxes.
    expect(inboxKeyOf('siti.aminah@Example.my')).toBe('siti.aminah@example.my');
  });

  it('writes Malaysian phone numbers in E.164', () => {
    expect(phoneE164('0198887777')).toBe('+60198887777');
    expect(phoneE164('019-888 7777')).toBe('+60198887777');
    expect(phoneE164('60198887777')).toBe('+60198887777');
    expect(phoneE164('+60 19 888 7777')).toBe('+60198887777');
    expect(phoneE164('0312345678')).toBe('+60312345678');
    expect(phoneE164('12')).toBeNull();
  });

  it('reads a street with short forms and punctuation as the same delivery address', () => {
    expect(deliveryAddressKey('12, Jln. Ujian', '50000')).toBe('12 jalan ujian|50000');
    expect(deliveryAddressKey('No. 12 Jalan  Ujian', '50000')).toBe('12 jalan ujian|50000');
    expect(deliveryAddressKey('Lot 7, Tmn Sri Bkt', '43000')).toBe('7 taman seri bukit|43000');
    expect(deliveryAddressKey('12 Jalan Ujian', '50001')).toBe('12 jalan ujian|50001');
    expect(deliveryAddressKey(' , ', '50000')).toBeNull();
  });

  it('makes one customer of any shared inbox, phone or address, and none of missing details', () => {
    const siti = customerIdentityOf({
      userId: 1,
      email: 'siti.aminah@gmail.com',
      phone: '0198887777',
      address: '7 Jalan Sama',
      postcode: '50000',
    });
    expect(isSameCustomer(siti, customerIdentityOf({ email: 'SitiAminah+x@gmail.com' }))).toBe(
      true,
    );
    expect(isSameCustomer(siti, customerIdentityOf({ userId: 2, phone: '+60198887777' }))).toBe(
      true,
    );
    expect(
      isSameCustomer(siti, customerIdentityOf({ address: '7, Jln Sama', postcode: '50000' })),
    ).toBe(true);
    expect(
      isSameCustomer(
        siti,
        customerIdentityOf({ userId: 3, email: 'farid@example.my', phone: '0171112222' }),
      ),
    ).toBe(false);
    expect(isSameCustomer(customerIdentityOf({}), customerIdentityOf({}))).toBe(false);
  });
});
