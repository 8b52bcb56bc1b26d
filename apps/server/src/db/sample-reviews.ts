import type { reviews } from './schema';

type NewReview = typeof reviews.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A handful of reviews so the product pages are not empty before real customers write any. They
 * are stored with is_sample = true and answered with `is_sample: true`; replace them at launch.
 */
export function sampleReviews(now: Date): NewReview[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      productId: 15373,
      authorName: 'Aisyah R.',
      rating: 5,
      comment:
        'One sachet in cold water before work. The lemon taste is light and it mixes without lumps.',
      createdAt: daysAgo(3),
      isSample: true,
    },
    {
      productId: 15373,
      authorName: 'Daniel T.',
      rating: 4,
      comment: 'The sachets fit in my laptop bag. I would like a bigger box option.',
      mediaUrl: '/media/products/essentials-box.svg',
      mediaType: 'image',
      createdAt: daysAgo(9),
      isSample: true,
    },
    {
      productId: 15373,
      authorName: 'Mei Ling K.',
      rating: 5,
      comment: 'Happy there is no plastic wrap. The box went straight into the paper bin.',
      createdAt: daysAgo(21),
      isSample: true,
    },
    {
      productId: 15372,
      authorName: 'Harith Z.',
      rating: 5,
      comment: 'Chocolate shake after training, with 300 ml of water it is not too sweet.',
      createdAt: daysAgo(5),
      isSample: true,
    },
    {
      productId: 15372,
      authorName: 'Priya S.',
      rating: 4,
      comment: 'Keeps me going until lunch. Shake it well, it settles if you leave it.',
      mediaUrl: '/media/products/leanessentials-box.svg',
      mediaType: 'image',
      createdAt: daysAgo(14),
      isSample: true,
    },
  ];
}
