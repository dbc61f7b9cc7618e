import { describe, expect, it } from 'vitest';
import { densityCappedSizes, uploadImageSources } from './image-srcset';

const photo = '6f9619ff-8b86-d011-b42d-00cf4fc964ff.webp';
const widthsOf = (srcSet = '') => srcSet.split(', ').map((c) => Number(c.split(' ')[1]!.slice(0, -1)));

describe('uploadImageSources', () => {
  it('offers a full-width hero every listed width up to 2048', () => {
    const s = uploadImageSources(photo, { sizes: '100vw', maxWidth: 1920 });
    expect(widthsOf(s.srcSet)).toEqual([96, 160, 320, 480, 640, 960, 1280, 1600, 2048]);
    expect(s.sizes).toBe(densityCappedSizes('100vw'));
    expect(s.src).toBe(`/uploads/${photo}?w=2048`);
    expect(s.srcSet).toContain(`/uploads/${photo}?w=640 640w`);
  });

  it('stops at the first width covering twice the box: a 48 px avatar gets 96, a 180 px logo up to 480', () => {
    expect(widthsOf(uploadImageSources(photo, { sizes: '48px', maxWidth: 48 }).srcSet)).toEqual([96]);
    const logo = uploadImageSources(photo, { sizes: '180px', maxWidth: 180 });
    expect(widthsOf(logo.srcSet)).toEqual([96, 160, 320, 480]);
    expect(logo.src).toBe(`/uploads/${photo}?w=320`);
  });

  it('sends an SVG as one URL without srcset or sizes', () => {
    expect(uploadImageSources('hero-dubai-skyline.svg', { sizes: '100vw', maxWidth: 1920 })).toEqual({
      src: '/uploads/hero-dubai-skyline.svg',
    });
  });

  it('treats pictures stored before the pipeline (JPEG, PNG, GIF) as photos too, and escapes names', () => {
    expect(uploadImageSources('old photo.JPG', { sizes: '50vw', maxWidth: 300 }).src).toBe(
      '/uploads/old%20photo.JPG?w=320',
    );
  });

  it('tells screens denser than 2x a box smaller by about 2/density, keeping each media condition', () => {
    expect(densityCappedSizes('100vw')).toBe(
      '(min-resolution: 3dppx) calc(100vw * 0.667), (min-resolution: 2.5dppx) calc(100vw * 0.8), 100vw',
    );
    expect(densityCappedSizes('(min-width: 1280px) 400px, calc(100vw - 32px)')).toBe(
      [
        '(min-resolution: 3dppx) and (min-width: 1280px) calc(400px * 0.667)',
        '(min-resolution: 3dppx) calc(calc(100vw - 32px) * 0.667)',
        '(min-resolution: 2.5dppx) and (min-width: 1280px) calc(400px * 0.8)',
        '(min-resolution: 2.5dppx) calc(calc(100vw - 32px) * 0.8)',
        '(min-width: 1280px) 400px, calc(100vw - 32px)',
      ].join(', '),
    );
  });
});
