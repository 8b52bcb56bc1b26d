import { Suspense, lazy, useState } from 'react';
import type { MediaRef } from '@nyiur/content';
import { useIsMobile } from '@nyiur/shell';
import { imageAttributes } from './image-attributes';
import styles from './product-gallery.module.css';

// The zoom sheet (and the dialog code under it) loads with the first tap on the image.
const ProductZoom = lazy(() => import('./product-zoom'));

/** The product's images: a main image and thumbnails to choose it; on mobile a tap zooms. */
export function ProductGallery({ images, name }: { images: readonly MediaRef[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [everZoomed, setEverZoomed] = useState(false);
  if (zoomed && !everZoomed) setEverZoomed(true);
  const isMobile = useIsMobile();
  const main = images[selected] ?? images[0];
  if (!main) return null;

  const mainImage = (
    <img
      {...imageAttributes(main)}
      className={styles.main}
      // The page's largest picture: fetched first, ahead of anything lazy.
      fetchPriority="high"
    />
  );

  return (
    <div className={styles.gallery}>
      {isMobile ? (
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={`Zoom image: ${main.alt}`}
          onClick={() => setZoomed(true)}
        >
          {mainImage}
        </button>
      ) : (
        mainImage
      )}
      <ul className={styles.thumbs} aria-label={`${name} images`}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Show image ${index + 1}: ${image.alt}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img src={image.src} alt="" width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {isMobile && everZoomed && (
        <Suspense fallback={null}>
          <ProductZoom name={name} image={main} open={zoomed} onOpenChange={setZoomed} />
        </Suspense>
      )}
    </div>
  );
}
