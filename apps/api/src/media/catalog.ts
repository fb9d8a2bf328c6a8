// The pictures the demo data uses. They are generated locally (media/generate.ts) into the data folder and
// served under /media, so nothing is fetched from the network at run time. Rows store an image key; the
// API turns it into an ImageSet (banner 600 px wide, thumbnail 230 px wide, WebP quality 75).

/** Bumped whenever the drawings change, so long-cached URLs change with them. */
const MEDIA_VERSION = 'v1';
export const BANNER_WIDTH = 600;
export const THUMB_WIDTH = 230;
export const WEBP_QUALITY = 75;

export type MediaKind = 'hotel' | 'destination' | 'promo';

export interface MediaSpec {
  key: string;
  kind: MediaKind;
  /** Scene drawn for this picture (media/scenes.ts). */
  scene: SceneName;
  width: number;
  height: number;
}

export type SceneName =
  | 'room'
  | 'pool'
  | 'city'
  | 'beach'
  | 'mountain'
  | 'lobby'
  | 'ricefield'
  | 'temple'
  | 'lake'
  | 'island'
  | 'promo';

export const HOTEL_IMAGE_COUNT = 60;
export const DESTINATION_IMAGE_COUNT = 35;
export const PROMO_IMAGE_COUNT = 12;

const HOTEL_SCENES: SceneName[] = [
  'room',
  'pool',
  'city',
  'beach',
  'room',
  'lobby',
  'mountain',
  'ricefield',
  'pool',
  'room',
];
const DESTINATION_SCENES: SceneName[] = [
  'beach',
  'city',
  'mountain',
  'temple',
  'ricefield',
  'lake',
  'island',
];

const pad = (n: number) => String(n).padStart(2, '0');

function build(): MediaSpec[] {
  const specs: MediaSpec[] = [];
  for (let i = 1; i <= HOTEL_IMAGE_COUNT; i++) {
    const scene = HOTEL_SCENES[(i - 1) % HOTEL_SCENES.length] as SceneName;
    specs.push({ key: `hotel-${pad(i)}`, kind: 'hotel', scene, width: 600, height: 400 });
  }
  for (let i = 1; i <= DESTINATION_IMAGE_COUNT; i++) {
    const scene = DESTINATION_SCENES[(i - 1) % DESTINATION_SCENES.length] as SceneName;
    specs.push({ key: `destination-${pad(i)}`, kind: 'destination', scene, width: 600, height: 400 });
  }
  for (let i = 1; i <= PROMO_IMAGE_COUNT; i++) {
    specs.push({ key: `promo-${pad(i)}`, kind: 'promo', scene: 'promo', width: 600, height: 300 });
  }
  return specs;
}

export const MEDIA: readonly MediaSpec[] = build();
const byKey = new Map(MEDIA.map((m) => [m.key, m]));

function mediaSpec(key: string): MediaSpec {
  const spec = byKey.get(key);
  if (!spec) throw new Error(`unknown media key: ${key}`);
  return spec;
}

/** Keys of one kind whose scene is one of `scenes` (all of the kind when omitted). */
export function mediaKeys(kind: MediaKind, scenes?: readonly SceneName[]): string[] {
  return MEDIA.filter((m) => m.kind === kind && (!scenes || scenes.includes(m.scene))).map((m) => m.key);
}

const folder = (kind: MediaKind) => `${kind}s`;

/** File names relative to the media root, e.g. `v1/hotels/hotel-01.webp`. */
export function mediaFiles(spec: MediaSpec): { banner: string; thumbnail: string } {
  const base = `${MEDIA_VERSION}/${folder(spec.kind)}/${spec.key}`;
  return { banner: `${base}.webp`, thumbnail: `${base}-thumb.webp` };
}

export interface ImageSet {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
  alt: string;
}

/** The ImageSet (contract: components/common.yaml#/ImageSet) for an image key. */
export function imageSet(key: string, alt: string): ImageSet {
  const spec = mediaSpec(key);
  const files = mediaFiles(spec);
  return {
    url: `/media/${files.banner}`,
    thumbnail: `/media/${files.thumbnail}`,
    width: BANNER_WIDTH,
    height: Math.round((spec.height * BANNER_WIDTH) / spec.width),
    alt,
  };
}
