import { essentialsIdentity } from '../product-identity';
import { media } from '../media-ref';
import type { ProductDisplay } from '../product-display';
import { ingredientIcon } from './ingredients';

export const essentialsProduct: ProductDisplay = {
  ...essentialsIdentity,
  metaDescription:
    'Serbuk MCT kelapa organik dengan postbiotik dan tokotrienol dalam sachet 5 g perisa Lemon Blast. 20 sachet sekotak, RM198, dihantar ke seluruh Malaysia.',
  shareImage: media('share/essentials.png', 'Kotak MCT Essentials', 1200, 630),
  productDescBody: [
    'MCT Essentials ialah sachet harian kami: serbuk MCT kelapa organik dengan postbiotik dan tokotrienol, dalam perisa Lemon Blast yang segar. Rasanya seperti segelas air lemon sejuk, bukan seperti suplemen.',
    'Setiap kotak mengandungi 20 sachet 5 g untuk sekali minum. Koyakkan satu sachet ke dalam segelas air sejuk atau air suhu bilik, kacau, dan minum semasa sarapan, di meja kerja atau selepas bersenam. Tak perlu sudu penyukat atau balang, dan tiada lapisan minyak pada gelas.',
    'Kami merumuskannya sendiri selama tiga tahun, berpandukan tiga asas yang sentiasa menjadi pegangan kami: kesihatan usus, pengurusan berat badan dan kesihatan kognitif. Ia ialah suplemen makanan untuk melengkapkan diet seimbang dan hari yang aktif, bukan pengganti kepada kedua-duanya.',
  ],
  size: '20 sachet x 5 g (100 g)',
  productImages: [
    media('products/essentials-box.svg', 'Kotak MCT Essentials, Lemon Blast, 20 sachet', 600, 600),
    media('sachets/essentials-sachet.svg', 'Satu sachet MCT Essentials 5 g', 400, 400),
    media('sachets/essentials-serving.svg', 'Satu sachet dikacau dalam 250 ml air', 400, 400),
    media('sachets/essentials-count.svg', 'Dua puluh sachet dalam setiap kotak', 400, 400),
  ],
  productFeatureImages: [
    { image: ingredientIcon('coconut'), alt: 'MCT kelapa organik' },
    { image: ingredientIcon('postbiotics'), alt: 'Postbiotik' },
    { image: ingredientIcon('tocotrienol'), alt: 'Tokotrienol' },
  ],
  productSupplement: [
    {
      image: ingredientIcon('coconut'),
      title: 'MCT kelapa organik',
      text: 'Lemak rantai sederhana daripada kelapa organik, dalam bentuk serbuk yang larut dalam air.',
    },
    {
      image: ingredientIcon('postbiotics'),
      title: 'Postbiotik',
      text: 'Kultur yang telah dirawat haba dan kekal stabil dalam sachet kering, tanpa perlu disimpan dalam peti sejuk.',
    },
    {
      image: ingredientIcon('tocotrienol'),
      title: 'Tokotrienol',
      text: 'Sejenis vitamin E daripada buah kelapa sawit, sebahagian daripada sachet harian anda.',
    },
    {
      image: ingredientIcon('lemon'),
      title: 'Lemon Blast',
      text: 'Serbuk jus lemon dan perisa semula jadi, dimaniskan dengan stevia dan bukannya gula.',
    },
  ],
  productSachet: [
    {
      key: 'sachet',
      image: media('sachets/essentials-sachet.svg', 'Sachet MCT Essentials', 400, 400),
      alt: 'Satu sachet 5 g untuk satu hidangan',
    },
    {
      key: 'serving',
      image: media('sachets/essentials-serving.svg', 'Segelas minuman MCT perisa lemon', 400, 400),
      alt: 'Bancuh dengan 250 ml air sejuk atau air suhu bilik',
    },
    {
      key: 'box',
      image: media('sachets/essentials-count.svg', 'Dua puluh sachet', 400, 400),
      alt: '20 sachet dalam setiap kotak kertas kitar semula',
    },
  ],
  // AccordionSection fixes these titles in English: a Malay page names each section by its key.
  accordionData: [
    {
      key: 'recommended-use',
      title: 'Recommended Use',
      paragraphs: [
        'Ambil 1 hingga 2 sachet sehari. Mulakan dengan satu sachet sehari pada minggu pertama sementara badan anda membiasakan diri dengan MCT, kemudian tambah sachet kedua jika mahu.',
      ],
      steps: [
        'Koyakkan satu sachet dan tuangkan ke dalam gelas.',
        'Tambah 250 ml air sejuk atau air suhu bilik. Jangan gunakan air panas.',
        'Kacau atau goncang sehingga larut, kemudian minum segera.',
      ],
    },
    {
      key: 'ingredients',
      title: 'Ingredients',
      paragraphs: [
        'Disenaraikan mengikut berat, bermula dengan yang terbanyak. Jika terdapat perbezaan, senarai yang dicetak pada kotak adalah rujukan utama.',
      ],
      items: [
        'Serbuk minyak MCT kelapa organik (minyak MCT kelapa organik, serat akasia)',
        'Serbuk jus lemon',
        'Perisa lemon semula jadi',
        'Serbuk postbiotik (bakteria asid laktik yang dirawat haba)',
        'Kompleks tokotrienol (daripada buah kelapa sawit)',
        'Ekstrak daun stevia',
      ],
    },
    {
      key: 'supplement-facts',
      title: 'Supplement Facts',
      paragraphs: [
        'Nilai lazim. Angka muktamad adalah berdasarkan sijil makmal yang dicetak pada kotak.',
      ],
      facts: {
        servingSize: '1 sachet (5 g)',
        servingsPerBox: 20,
        provisional: true,
        rows: [
          { nutrient: 'Tenaga', perServing: '34 kcal', per100g: '690 kcal' },
          { nutrient: 'Jumlah lemak', perServing: '3.5 g', per100g: '70 g' },
          {
            nutrient: 'daripadanya trigliserida rantai sederhana',
            perServing: '3.4 g',
            per100g: '68 g',
          },
          { nutrient: 'Karbohidrat', perServing: '1.2 g', per100g: '24 g' },
          { nutrient: 'daripadanya serat diet', perServing: '0.9 g', per100g: '18 g' },
          { nutrient: 'daripadanya jumlah gula', perServing: '0.1 g', per100g: '2 g' },
          { nutrient: 'Protein', perServing: '0 g', per100g: '0 g' },
          { nutrient: 'Natrium', perServing: '5 mg', per100g: '100 mg' },
          { nutrient: 'Tokotrienol', perServing: '5 mg', per100g: '100 mg' },
        ],
      },
    },
  ],
};
