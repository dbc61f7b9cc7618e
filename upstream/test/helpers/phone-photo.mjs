// Plain JavaScript, so the upstream's tests, the journeys and `npm run bench` (plain node) share it.
import sharp from 'sharp';

/** GPS tags as a phone writes them (Manila), to check that none survive an upload. */
export const gpsExif = {
  IFD0: { Make: 'TestPhone', Model: 'Pixel-like' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '14/1 35/1 2/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '120/1 58/1 45/1',
  },
};

/** Gaussian noise drawn at `w`×`h` and enlarged to the photo's size: detail at that scale. */
async function detail(w, h, sigma, width, height) {
  const small = await sharp({
    create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
}

/**
 * A phone photo: `width`×`height` pixels of a scene with detail at every scale, as a photo has
 * (blotches, texture, sensor grain), so it compresses like one: 12 MP is about 3 MB of JPEG at
 * quality 88, and about 300 KB of WebP at 2048 px. EXIF orientation 6 (held sideways) and GPS tags.
 */
export async function phonePhoto(width = 4000, height = 3000) {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#1d3b6a"/><stop offset="1" stop-color="#e8b04a"/></linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#g)"/><circle cx="120" cy="140" r="70" fill="#f4d9c6"/></svg>`,
  );
  const scale = width / 4000;
  const layers = await Promise.all([
    detail(Math.round(200 * scale), Math.round(150 * scale), 40, width, height),
    detail(Math.round(800 * scale), Math.round(600 * scale), 12, width, height),
    detail(width, height, 10, width, height),
  ]);
  return sharp(scene)
    .resize(width, height)
    .composite(layers.map((input) => ({ input, raw: { width, height, channels: 3 }, blend: 'overlay' })))
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExifMerge(gpsExif)
    .toBuffer();
}
