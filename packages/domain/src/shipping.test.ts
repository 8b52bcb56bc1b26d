import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_OVER, shippingFee } from './shipping';
import { MALAYSIAN_STATES } from './states';
import { grams, sen } from './units';

const deliver = (state: string, weight: number, subtotal = 19800) =>
  shippingFee({ mode: 'delivery', state, weight: grams(weight), subtotal: sen(subtotal) }) / 100;

describe('shippingFee, East Malaysia table', () => {
  const east: [number, number][] = [
    [0, 20],
    [1, 20],
    [500, 20],
    [501, 27],
    [1000, 27],
    [1001, 33],
    [1500, 33],
    [1501, 39],
    [2000, 39],
    [2001, 46],
    [2500, 46],
    [2501, 52],
    [3000, 52],
    [3001, 58],
    [3500, 58],
    [3501, 65],
    [4000, 65],
    [4001, 71],
    [4500, 71],
    [4501, 78],
    [5000, 78],
    [5001, 84],
    [5500, 84],
    [5501, 90],
    [6000, 90],
    [6001, 97],
    [6500, 97],
    [6501, 103],
    [7000, 103],
    [7001, 110],
    [7500, 110],
    [7501, 116],
    [8000, 116],
    [8001, 122],
    [8500, 122],
    [8501, 126],
    [9000, 126],
    [9001, 135],
    [9500, 135],
    [9501, 142],
    [10000, 142],
  ];
  it.each(['Sabah', 'Sarawak', 'W.P. Labuan'])('%s uses it at every band edge', (state) => {
    for (const [weight, fee] of east)
      expect([weight, deliver(state, weight)]).toEqual([weight, fee]);
  });
});

describe('shippingFee, West Malaysia table', () => {
  const west: [number, number][] = [
    [0, 12],
    [1, 12],
    [500, 12],
    [501, 12],
    [1000, 12],
    [1001, 13],
    [2000, 13],
    [2001, 14],
    [3000, 14],
    [3001, 17],
    [4000, 17],
    [4001, 18],
    [5000, 18],
    [5001, 20],
    [6000, 20],
    [6001, 21],
    [7000, 21],
    [7001, 24],
    [8000, 24],
    [8001, 27],
    [9000, 27],
    [9001, 30],
    [9500, 30],
    [9501, 30],
    [10000, 30],
  ];
  const westStates = MALAYSIAN_STATES.filter((s) => s.region === 'west').map((s) => s.name);
  it('covers the thirteen West Malaysia states and territories', () => {
    expect(westStates).toHaveLength(13);
  });
  it.each(westStates)('%s uses it at every band edge', (state) => {
    for (const [weight, fee] of west)
      expect([weight, deliver(state, weight)]).toEqual([weight, fee]);
  });
});

describe('shippingFee, free and zero cases', () => {
  it('charges at exactly RM200.00 and ships free at RM200.01', () => {
    expect(FREE_SHIPPING_OVER).toBe(20000);
    expect(deliver('Selangor', 800, 20000)).toBe(12);
    expect(deliver('Selangor', 800, 20001)).toBe(0);
    expect(deliver('Sabah', 800, 20000)).toBe(27);
    expect(deliver('Sabah', 800, 20001)).toBe(0);
  });
  it('is zero for pick-up whatever the weight, state or subtotal', () => {
    expect(
      shippingFee({ mode: 'pickup', state: 'Sabah', weight: grams(9999), subtotal: sen(100) }),
    ).toBe(0);
  });
  it('never makes a state free on its own', () => {
    for (const { name } of MALAYSIAN_STATES) expect(deliver(name, 100)).toBeGreaterThan(0);
  });
  it('treats an unknown state as West and garbage weight as the first band', () => {
    expect(deliver('Atlantis', 1500)).toBe(13);
    expect(deliver('Sabah', Number.NaN)).toBe(20);
    expect(deliver('Sabah', -50)).toBe(20);
  });
});

describe('shippingFee properties', () => {
  const state = fc.constantFrom(...MALAYSIAN_STATES.map((s) => s.name));
  const weight = fc.integer({ min: 0, max: 20000 });
  const subtotal = fc.integer({ min: 0, max: 400000 });

  it('is never negative and always whole ringgit', () => {
    fc.assert(
      fc.property(
        state,
        weight,
        subtotal,
        fc.constantFrom('delivery', 'pickup'),
        (s, w, t, mode) => {
          const fee = shippingFee({
            mode: mode as 'delivery' | 'pickup',
            state: s,
            weight: grams(w),
            subtotal: sen(t),
          });
          return fee >= 0 && fee % 100 === 0;
        },
      ),
    );
  });
  it('never decreases as weight grows', () => {
    fc.assert(
      fc.property(state, weight, weight, subtotal, (s, a, b, t) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        return deliver(s, light, t) <= deliver(s, heavy, t);
      }),
    );
  });
  it('is zero for pick-up and for subtotals over the threshold', () => {
    fc.assert(
      fc.property(
        state,
        weight,
        fc.integer({ min: 20001, max: 10_000_000 }),
        (s, w, t) =>
          deliver(s, w, t) === 0 &&
          shippingFee({ mode: 'pickup', state: s, weight: grams(w), subtotal: sen(w) }) === 0,
      ),
    );
  });
});
