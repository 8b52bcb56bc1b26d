import { media, type MediaRef } from '../media-ref';
import type { Ingredient, IngredientKey } from '../ingredients';

export type { Ingredient, IngredientKey } from '../ingredients';

const icon = (key: IngredientKey, alt: string): MediaRef =>
  media(`ingredients/${key}.svg`, alt, 160, 160);

/** What goes into the sachets, in carousel order (5 slides on desktop, 1 on mobile). */
export const ingredients: readonly Ingredient[] = [
  {
    key: 'coconut',
    name: 'MCT kelapa organik',
    text: 'Trigliserida rantai sederhana daripada minyak kelapa organik, dikeringkan menjadi serbuk halus supaya mudah dikacau dalam air tanpa meninggalkan lapisan minyak.',
    icon: icon('coconut', 'Sebiji kelapa yang dibelah dua'),
  },
  {
    key: 'postbiotics',
    name: 'Postbiotik',
    text: 'Bakteria baik yang telah dirawat haba, bersama sebatian yang dihasilkannya. Tidak seperti kultur hidup, postbiotik kekal stabil dalam sachet kering pada suhu bilik.',
    icon: icon('postbiotics', 'Sel bakteria berbentuk rod'),
  },
  {
    key: 'tocotrienol',
    name: 'Tokotrienol',
    text: 'Sebahagian daripada keluarga vitamin E yang terdapat dalam buah kelapa sawit dan dedak beras, ditambah ke dalam MCT Essentials.',
    icon: icon('tocotrienol', 'Setitis minyak berwarna kuning ambar'),
  },
  {
    key: 'lemon',
    name: 'Lemon',
    text: 'Serbuk jus lemon dan perisa lemon semula jadi memberikan MCT Essentials rasa Lemon Blast yang segar.',
    icon: icon('lemon', 'Sebiji lemon dengan sehelai daun'),
  },
  {
    key: 'whey',
    name: 'Protein whey',
    text: 'Protein susu yang mudah sebati dalam air sejuk; asas bagi setiap shake MCT LeanEssentials.',
    icon: icon('whey', 'Sebuah botol shaker'),
  },
  {
    key: 'cocoa',
    name: 'Koko',
    text: 'Serbuk koko asli untuk rasa Chocolate Rapture yang pekat dalam MCT LeanEssentials.',
    icon: icon('cocoa', 'Sebiji biji koko'),
  },
  {
    key: 'acacia-fibre',
    name: 'Serat akasia',
    text: 'Serat tumbuhan larut daripada gam akasia, yang membawa minyak MCT dalam bentuk serbuk.',
    icon: icon('acacia-fibre', 'Setangkai akasia'),
  },
  {
    key: 'stevia',
    name: 'Daun stevia',
    text: 'Pemanis daripada tumbuhan, supaya sachet kami sedap diminum tanpa tambahan gula pasir.',
    icon: icon('stevia', 'Sehelai daun stevia'),
  },
];

export function ingredientIcon(key: IngredientKey): MediaRef {
  const found = ingredients.find((item) => item.key === key);
  if (!found) throw new Error(`Unknown ingredient ${key}`);
  return found.icon;
}
