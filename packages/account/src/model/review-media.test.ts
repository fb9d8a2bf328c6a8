import { describe, expect, it } from 'vitest';
import { admitFiles, kindOf, PHOTO_LIMIT, VIDEO_LIMIT } from './review-media';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('review media rules', () => {
  it('tells photos from videos and refuses other types', () => {
    expect(kindOf(file('a.jpg', 'image/jpeg'))).toBe('photo');
    expect(kindOf(file('a.heic', 'image/heic'))).toBe('photo');
    expect(kindOf(file('a.mov', 'video/quicktime'))).toBe('video');
    expect(kindOf(file('a.pdf', 'application/pdf'))).toBeNull();
  });

  it('keeps photos under 10 MB and videos under 100 MB', () => {
    const { accepted, rejected } = admitFiles(0, [
      file('ok.jpg', 'image/jpeg', PHOTO_LIMIT - 1),
      file('big.jpg', 'image/jpeg', PHOTO_LIMIT),
      file('ok.mp4', 'video/mp4', VIDEO_LIMIT - 1),
      file('big.mp4', 'video/mp4', VIDEO_LIMIT),
      file('doc.pdf', 'application/pdf'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg', 'ok.mp4']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['big.jpg', 'photo_size'],
      ['big.mp4', 'video_size'],
      ['doc.pdf', 'type'],
    ]);
  });

  it('takes at most 5 files in all', () => {
    const six = Array.from({ length: 3 }, (_, i) => file(`p${i}.png`, 'image/png'));
    const { accepted, rejected } = admitFiles(3, six);
    expect(accepted).toHaveLength(2);
    expect(rejected).toEqual([{ file: six[2], reason: 'count' }]);
  });
});
