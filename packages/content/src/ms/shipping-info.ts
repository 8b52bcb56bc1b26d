import type { shippingInfo as englishShippingInfo } from '../shipping-info';

type English = typeof englishShippingInfo;

/** The English record's type with its sentences open to other words; its figures stay literal. */
type ShippingInfo = {
  readonly [K in keyof English]: English[K] extends string ? string : English[K];
};

/** Shipping and site facts shown on the policies, the FAQ and the checkout (spec §1, §9). */
export const shippingInfo: ShippingInfo = {
  countries: ['Malaysia'],
  /** Orders above this subtotal ship free: RM200.00 in sen. */
  freeShippingOverSen: 20000,
  deliveryWorkingDays: { westMalaysia: '5 - 7', eastMalaysia: '5 - 7' },
  dispatchDays: 'Isnin hingga Jumaat, kecuali cuti umum Malaysia',
  /** Per order and per transaction (spec §9). */
  maxOrderWeightGrams: 10000,
  maxTransactionSen: 300000,
  minimumAge: 13,
  summary:
    'Kami menghantar dalam Malaysia sahaja. Penghantaran adalah percuma bagi pesanan melebihi MYR200. Penghantaran ke Semenanjung Malaysia dan Malaysia Timur mengambil masa 5 - 7 hari bekerja. Pesanan dihantar dari Isnin hingga Jumaat, kecuali pada cuti umum Malaysia.',
};

/** The medical disclaimer in the site footer and on the /connect page. */
export const medicalDisclaimer =
  'Produk Nyiur ialah suplemen makanan. Produk ini tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit, dan bukan pengganti kepada diet yang pelbagai dan seimbang serta gaya hidup yang sihat. Maklumat di laman web ini ialah pendidikan umum, bukan nasihat perubatan. Jika anda hamil, menyusukan bayi, sedang mengambil ubat atau mempunyai masalah kesihatan, dapatkan nasihat doktor sebelum menggunakannya. Jauhkan daripada kanak-kanak.';
