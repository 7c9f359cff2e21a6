/** Image fixtures made on the spot with sharp: a photo carrying GPS EXIF, a PNG lying about its size. */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG (a gradient with shapes) carrying camera and GPS EXIF. */
export async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e11d48"/></svg>`;
  return sharp(Buffer.from(drawing))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 4500/100', GPSLongitudeRef: 'W', GPSLongitude: '96/1 48/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG with its IHDR width and height replaced (and the chunk's CRC recomputed). */
export function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8) + IHDR length (4) + type (4): width at 16, height at 20, CRC after the 13 data bytes.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(zlib.crc32(copy.subarray(12, 29)), 29);
  return copy;
}
