/** Shipping and site facts shown on the policies, the FAQ and the checkout (spec §1, §9). */
export const shippingInfo = {
  countries: ['Malaysia'],
  /** Orders above this subtotal ship free: RM200.00 in sen. */
  freeShippingOverSen: 20000,
  deliveryWorkingDays: { westMalaysia: '5 - 7', eastMalaysia: '5 - 7' },
  dispatchDays: 'Monday to Friday, excluding Malaysian public holidays',
  /** Per order and per transaction (spec §9). */
  maxOrderWeightGrams: 10000,
  maxTransactionSen: 300000,
  minimumAge: 13,
  summary:
    'We ship within Malaysia only. Orders over MYR200 ship free. Delivery to West and East Malaysia takes 5 - 7 working days. Orders ship Monday to Friday, excluding Malaysian public holidays.',
} as const;

/** The medical disclaimer in the site footer and on the /connect page. */
export const medicalDisclaimer =
  'Nyiur products are food supplements. They are not intended to diagnose, treat, cure or prevent any disease and are not a substitute for a varied, balanced diet and a healthy lifestyle. The information on this website is general education, not medical advice. If you are pregnant, breastfeeding, taking medication or have a medical condition, consult your doctor before use. Keep out of reach of children.';
