import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@nusa/ui-kit/icon';
import { Modal } from '@nusa/ui-kit/modal';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { HotelPhoto } from './detail-model';
import styles from './gallery.module.css';

export interface GalleryProps {
  photos: HotelPhoto[];
  hotelName: string;
}

/** A horizontal swipe of at least this many px moves to the next photo in the viewer. */
const SWIPE_PX = 40;

/**
 * The photo strip: swiped with CSS scroll-snap (no JS while scrolling but the counter), each photo a button
 * that opens the full-screen viewer. The first photo is the page's largest paint: fetched at once; the rest lazy.
 */
export function Gallery({ photos, hotelName }: GalleryProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const total = photos.length;

  const onScroll = useCallback(() => {
    const node = strip.current;
    if (!node || node.clientWidth === 0) return;
    setCurrent(Math.min(total - 1, Math.max(0, Math.round(node.scrollLeft / node.clientWidth))));
  }, [total]);

  const closeViewer = (index: number) => {
    setViewer(null);
    // Leave the strip on the photo the viewer ended on.
    const node = strip.current;
    if (node?.clientWidth) node.scrollTo?.({ left: index * node.clientWidth });
    setCurrent(index);
  };

  if (total === 0) {
    return (
      <div className={styles.empty}>
        <Icon name="bed" size={40} />
        <p>
          <Trans>Belum ada foto</Trans>
        </p>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={t`Galeri foto`}>
      <ul ref={strip} className={styles.strip} onScroll={onScroll}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.slide}>
            <button
              type="button"
              className={styles.open}
              onClick={() => setViewer(index)}
              aria-haspopup="dialog"
              aria-label={t`Buka foto ${index + 1} dari ${total}: ${photo.caption ?? photo.image.alt ?? hotelName}`}
            >
              <img
                className={styles.image}
                src={photo.image.url}
                srcSet={`${photo.image.thumbnail} 230w, ${photo.image.url} 600w`}
                sizes="(min-width: 768px) 600px, 100vw"
                width={photo.image.width}
                height={photo.image.height}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                // The cover is the largest paint above the fold.
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.counter} aria-hidden="true">
        {current + 1}/{total}
      </p>
      {viewer !== null ? (
        <GalleryViewer photos={photos} start={viewer} hotelName={hotelName} onClose={closeViewer} />
      ) : null}
    </section>
  );
}

export interface GalleryViewerProps {
  photos: HotelPhoto[];
  start: number;
  hotelName: string;
  /** Called with the photo shown last. */
  onClose: (index: number) => void;
}

/** Full-screen photo viewer: previous/next buttons, arrow keys, swipe; Escape or × closes. */
export function GalleryViewer({ photos, start, hotelName, onClose }: GalleryViewerProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(start);
  const total = photos.length;
  const photo = photos[index] ?? photos[0];
  const swipeFrom = useRef<number | null>(null);
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + total) % total), [total]);

  // Neighbours are fetched ahead so that "next" shows at once.
  useEffect(() => {
    for (const i of [index + 1, index - 1]) {
      const p = photos[(i + total) % total];
      if (p && typeof Image !== 'undefined') new Image().src = p.image.url;
    }
  }, [index, photos, total]);

  // Arrow keys wherever focus is in the dialog (the close button gets it first), like Escape.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go]);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  if (!photo) return null;
  const caption = photo.caption ?? photo.image.alt ?? hotelName;
  return (
    <Modal
      open
      onClose={() => onClose(index)}
      title={<Trans>Foto {hotelName}</Trans>}
      hideTitle
      closeLabel={t`Tutup`}
      size="fullscreen"
      className={styles.viewer}
    >
      {/* Swipe is a pointer shortcut; the buttons below are the accessible way. */}
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <figure className={styles.figure}>
          <img
            className={styles.viewerImage}
            src={photo.image.url}
            width={photo.image.width}
            height={photo.image.height}
            alt={caption}
            decoding="async"
            draggable={false}
          />
          <figcaption className={styles.caption}>
            <span>{caption}</span>
            <span className={styles.viewerCounter} aria-live="polite">
              <span className="nusa-visually-hidden">
                <Trans>Foto</Trans>{' '}
              </span>
              {index + 1}/{total}
            </span>
          </figcaption>
        </figure>
        {total > 1 ? (
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => go(-1)}
              aria-label={t`Foto sebelumnya`}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => go(1)}
              aria-label={t`Foto berikutnya`}
            >
              <Icon name="chevron-right" />
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
