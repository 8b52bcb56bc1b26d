import type { Ingredient, IngredientKey } from '../ingredients';
import { media, type MediaRef } from '../media-ref';

const icon = (key: IngredientKey, alt: string): MediaRef =>
  media(`ingredients/${key}.svg`, alt, 160, 160);

export const ingredients: readonly Ingredient[] = [
  {
    key: 'coconut',
    name: 'MCT kelapa organik',
    text: 'Trigliserida rantai sederhana daripada minyak kelapa organik, dikeringkan menjadi serbuk halus supaya mudah larut dalam air tanpa lapisan minyak.',
    icon: icon('coconut', 'Buah kelapa dibelah dua'),
  },
  {
    key: 'postbiotics',
    name: 'Postbiotik',
    text: 'Bakteria baik yang telah dirawat haba serta sebatian yang dihasilkannya. Tidak seperti kultur hidup, ia kekal stabil dalam sachet kering pada suhu bilik.',
    icon: icon('postbiotics', 'Sel bakteria berbentuk rod'),
  },
  {
    key: 'tocotrienol',
    name: 'Tokotrienol',
    text: 'Sebahagian daripada keluarga vitamin E, terdapat dalam buah kelapa sawit dan dedak beras, ditambah ke dalam MCT Essentials.',
    icon: icon('tocotrienol', 'Setitis minyak berwarna ambar'),
  },
  {
    key: 'lemon',
    name: 'Lemon',
    text: 'Serbuk jus lemon dan perisa lemon asli memberikan MCT Essentials rasa Lemon Blast yang segar.',
    icon: icon('lemon', 'Sebiji lemon dengan sehelai daun'),
  },
  {
    key: 'whey',
    name: 'Protein whey',
    text: 'Protein susu yang sebati dengan lancar dalam air sejuk; asas setiap bancuhan MCT LeanEssentials.',
    icon: icon('whey', 'Sebuah botol pengocok'),
  },
  {
    key: 'cocoa',
    name: 'Koko',
    text: 'Serbuk koko tulen untuk rasa Chocolate Rapture yang pekat dalam MCT LeanEssentials.',
    icon: icon('cocoa', 'Sebiji biji koko'),
  },
  {
    key: 'acacia-fibre',
    name: 'Serat akasia',
    text: 'Serat tumbuhan larut daripada gam akasia yang membawa minyak MCT dalam bentuk serbuk.',
    icon: icon('acacia-fibre', 'Setangkai akasia'),
  },
  {
    key: 'stevia',
    name: 'Daun stevia',
    text: 'Pemanis daripada tumbuhan, jadi sachet kami sedap tanpa gula pasir tambahan.',
    icon: icon('stevia', 'Sehelai daun stevia'),
  },
];
