import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export type SkeletonShape = 'block' | 'text' | 'circle';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or px number. Circles use width for both sides. */
  width?: number | string;
  height?: number | string;
  /** Number of text lines (shape="text"); the last one is shorter, like a paragraph. */
  lines?: number;
  radius?: number | string;
  className?: string;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * Placeholder while content loads. Always aria-hidden: announce loading on the container instead
 * (aria-busy on the list, or a visually hidden status text from the caller).
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, radius, className }: SkeletonProps) {
  const cls = [styles.skeleton, styles[shape], className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.stack} aria-hidden="true" style={{ width: size(width) }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={cls}
            style={{ width: i === lines - 1 ? '60%' : '100%', height: size(height) }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties = {
    width: size(width),
    height: size(shape === 'circle' ? (height ?? width) : height),
    borderRadius: size(radius),
  };
  return <span className={cls} style={style} aria-hidden="true" data-shape={shape} />;
}
