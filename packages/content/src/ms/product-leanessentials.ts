import { LEANESSENTIALS_SERVINGS, leanEssentialsIdentity } from '../product-identity';
import { media } from '../media-ref';
import type { ProductDisplay } from '../product-display';
import { ingredientIcon } from './ingredients';

export const leanEssentialsProduct: ProductDisplay = {
  ...leanEssentialsIdentity,
  metaDescription:
    'Serbuk MCT kelapa dengan protein whey dalam sachet 40 g perisa Chocolate Rapture. 14 hidangan sekotak, RM198, dihantar ke seluruh Malaysia.',
  shareImage: media('share/leanessentials.png', 'Kotak MCT LeanEssentials', 1200, 630),
  productDescBody: [
    'MCT LeanEssentials menggabungkan serbuk MCT kelapa dengan protein whey dalam minuman shake Chocolate Rapture yang kaya rasa. Satu sachet 40 g menghasilkan satu shake, dengan kira-kira 20 g protein.',
    'Ia direka untuk hari-hari yang sibuk: shake selepas bersenam, minuman yang mengenyangkan di antara mesyuarat, atau sebahagian daripada sarapan apabila tiada masa untuk duduk. Goncang sahaja dengan air, tak perlu pengisar.',
    'Setiap kotak mengandungi 14 sachet untuk sekali minum, cukup untuk dua minggu jika anda minum satu shake sehari. Seperti semua produk kami, ia dirumus sendiri dan dibungkus dalam kotak kertas kitar semula yang dicetak dengan dakwat berasaskan sayuran.',
  ],
  size: `${LEANESSENTIALS_SERVINGS} sachet x 40 g (560 g)`,
  productImages: [
    media(
      'products/leanessentials-box.svg',
      'Kotak MCT LeanEssentials, Chocolate Rapture, 14 sachet',
      600,
      600,
    ),
    media('sachets/leanessentials-sachet.svg', 'Satu sachet MCT LeanEssentials 40 g', 400, 400),
    media(
      'sachets/leanessentials-serving.svg',
      'Shake coklat yang dibancuh dengan satu sachet',
      400,
      400,
    ),
    media('sachets/leanessentials-count.svg', 'Empat belas sachet dalam setiap kotak', 400, 400),
  ],
  productFeatureImages: [
    { image: ingredientIcon('whey'), alt: 'Protein whey' },
    { image: ingredientIcon('coconut'), alt: 'MCT kelapa' },
    { image: ingredientIcon('cocoa'), alt: 'Koko' },
  ],
  productSupplement: [
    {
      image: ingredientIcon('whey'),
      title: 'Protein whey',
      text: 'Kira-kira 20 g protein susu dalam setiap sachet.',
    },
    {
      image: ingredientIcon('coconut'),
      title: 'MCT kelapa',
      text: 'Lemak rantai sederhana daripada kelapa, dalam bentuk serbuk supaya shake kekal lembut dan licin.',
    },
    {
      image: ingredientIcon('cocoa'),
      title: 'Chocolate Rapture',
      text: 'Serbuk koko asli dengan perisa coklat semula jadi.',
    },
    {
      image: ingredientIcon('stevia'),
      title: 'Rendah gula',
      text: 'Dimaniskan dengan ekstrak daun stevia dan bukannya gula pasir.',
    },
  ],
  productSachet: [
    {
      key: 'sachet',
      image: media('sachets/leanessentials-sachet.svg', 'Sachet MCT LeanEssentials', 400, 400),
      alt: 'Satu sachet 40 g untuk satu shake',
    },
    {
      key: 'serving',
      image: media('sachets/leanessentials-serving.svg', 'Segelas shake coklat', 400, 400),
      alt: 'Goncang bersama 250 hingga 300 ml air sejuk atau air suhu bilik',
    },
    {
      key: 'box',
      image: media('sachets/leanessentials-count.svg', 'Empat belas sachet', 400, 400),
      alt: `${LEANESSENTIALS_SERVINGS} sachet dalam setiap kotak kertas kitar semula`,
    },
  ],
  // AccordionSection fixes these titles in English: a Malay page names each section by its key.
  accordionData: [
    {
      key: 'recommended-use',
      title: 'Recommended Use',
      paragraphs: [
        'Minum 1 hingga 2 shake sehari, contohnya satu selepas bersenam dan satu lagi sebagai ganti snek.',
      ],
      steps: [
        'Tuang 250 hingga 300 ml air sejuk atau air suhu bilik ke dalam botol shaker atau botol biasa. Jangan gunakan air panas.',
        'Masukkan satu sachet.',
        'Tutup penutupnya, goncang selama kira-kira 15 saat dan minum segera.',
      ],
    },
    {
      key: 'ingredients',
      title: 'Ingredients',
      paragraphs: [
        'Disenaraikan mengikut berat, bermula dengan yang terbanyak. Mengandungi susu. Jika terdapat perbezaan, senarai yang dicetak pada kotak adalah rujukan utama.',
      ],
      items: [
        'Konsentrat protein whey (susu)',
        'Serbuk minyak MCT kelapa (minyak MCT kelapa, serat akasia)',
        'Serbuk koko',
        'Perisa coklat semula jadi',
        'Ekstrak daun stevia',
        'Garam laut',
      ],
    },
    {
      key: 'supplement-facts',
      title: 'Supplement Facts',
      paragraphs: [
        'Nilai lazim. Angka muktamad adalah berdasarkan sijil makmal yang dicetak pada kotak.',
      ],
      facts: {
        servingSize: '1 sachet (40 g)',
        servingsPerBox: LEANESSENTIALS_SERVINGS,
        provisional: true,
        rows: [
          { nutrient: 'Tenaga', perServing: '170 kcal', per100g: '425 kcal' },
          { nutrient: 'Protein', perServing: '20 g', per100g: '50 g' },
          { nutrient: 'Jumlah lemak', perServing: '6 g', per100g: '15 g' },
          {
            nutrient: 'daripadanya trigliserida rantai sederhana',
            perServing: '5 g',
            per100g: '12.5 g',
          },
          { nutrient: 'Karbohidrat', perServing: '10 g', per100g: '25 g' },
          { nutrient: 'daripadanya serat diet', perServing: '2 g', per100g: '5 g' },
          { nutrient: 'daripadanya jumlah gula', perServing: '3 g', per100g: '7.5 g' },
          { nutrient: 'Natrium', perServing: '120 mg', per100g: '300 mg' },
        ],
      },
    },
  ],
};

export { LEANESSENTIALS_SERVINGS };
