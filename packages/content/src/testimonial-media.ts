import { media, mediaUrl, type MediaRef } from './media-ref';

/** A clip's video and captions files, by its id: the same files in both languages. */
export const clip = (id: string) => ({
  video: mediaUrl(`videos/${id}.mp4`),
  captions: mediaUrl(`videos/${id}.vtt`),
});

/** A clip's poster, portrait (a short) or landscape. */
export const poster = (file: string, alt: string, portrait: boolean): MediaRef =>
  portrait ? media(file, alt, 540, 960) : media(file, alt, 1280, 720);
