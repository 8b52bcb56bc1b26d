import type { MediaRef } from '@nyiur/content';
import { Sheet } from '@nyiur/ui';
import { imageAttributes } from './image-attributes';
import styles from './product-gallery.module.css';

export interface ProductZoomProps {
  readonly name: string;
  readonly image: MediaRef;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The tapped image at full width in a side sheet (mobile); loaded with the first tap. */
export default function ProductZoom({ name, image, open, onOpenChange }: ProductZoomProps) {
  return (
    <Sheet
      title={name}
      side="right"
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Close zoom"
    >
      <img {...imageAttributes(image)} className={styles.zoomImage} />
    </Sheet>
  );
}
