import { sen } from '@nyiur/domain';
import { localeI18n, type Translate } from '@nyiur/shell';
import { messages } from '../locales/checkout/en.json?lingui';
import { shippingNotes } from './shipping-notes';
import type { CheckoutMessageId } from './translate';

const english = localeI18n('en', messages);
const t: Translate<CheckoutMessageId> = (id, values) => english._(id, values);

const delivery = { mode: 'delivery', state: 'Selangor', canAddMore: true } as const;

describe('shippingNotes', () => {
  it('says how much more ships the order free', () => {
    expect(shippingNotes({ ...delivery, subtotal: sen(19800), shipping: sen(1200) }, t)).toEqual([
      'Orders over RM200 ship free. Add RM 2.01 more to get there.',
    ]);
    expect(shippingNotes({ ...delivery, subtotal: sen(20000), shipping: sen(1200) }, t)).toEqual([
      'Orders over RM200 ship free. Add RM 0.01 more to get there.',
    ]);
  });

  it('says shipping is free once the order is over RM200', () => {
    expect(shippingNotes({ ...delivery, subtotal: sen(39600), shipping: sen(0) }, t)).toEqual([
      'Your order is over RM200, so shipping is free.',
    ]);
  });

  it('names the East Malaysia rate for Sabah, Sarawak and W.P. Labuan', () => {
    for (const state of ['Sabah', 'Sarawak', 'W.P. Labuan']) {
      expect(
        shippingNotes({ ...delivery, state, subtotal: sen(19800), shipping: sen(2000) }, t),
      ).toEqual([
        'Orders over RM200 ship free. Add RM 2.01 more to get there.',
        'East Malaysia rate (Sabah, Sarawak and W.P. Labuan).',
      ]);
    }
  });

  it('gives only the threshold to a free sample, and nothing for pick-up', () => {
    expect(
      shippingNotes(
        {
          mode: 'delivery',
          state: 'Johor',
          canAddMore: false,
          subtotal: sen(0),
          shipping: sen(1200),
        },
        t,
      ),
    ).toEqual(['Orders over RM200 ship free.']);
    expect(
      shippingNotes({ ...delivery, mode: 'pickup', subtotal: sen(19800), shipping: sen(0) }, t),
    ).toEqual([]);
  });
});
