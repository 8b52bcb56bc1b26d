import type { MediaRef } from '@nyiur/content';

/** The attributes of an `<img>` of a content image: its address, text and size. */
export const imageAttributes = ({ src, alt, width, height }: MediaRef) => ({
  src,
  alt,
  width,
  height,
});
