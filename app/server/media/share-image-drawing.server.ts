/**
 * The drawing half of share images (issue 19; the page half is pages/share-image.server.ts): a
 * picture fitted to 1200×630 by sharp, or the brand's card laid out by satori and rasterised by
 * resvg. It runs in the image worker (image-worker.ts), never in the server: sharp, satori and
 * resvg together hold ~45 MB resident once loaded, which a small host should pay only while an
 * image is being drawn (ADR 160). satori and resvg load on the first card, so a worker
 * that only processes uploads never carries them.
 */
import { createElement as h, type ReactNode } from 'react';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '~/domain/share-image';

export type ShareImageFit = 'cover' | 'contain';

/** What the card shows and the bytes it is drawn with (read by the server, sent to the worker). */
export interface ShareCard {
  headline: string;
  companyName: string;
  host: string;
  /** Liberation Sans Bold, as a TrueType file. */
  font: Uint8Array;
  logoDataUrl: string;
}

/** 1200×630 JPEG: a photograph cropped to fill (centre), a logo fitted with a white margin. */
export async function convertSharePicture(picture: Uint8Array, fit: ShareImageFit): Promise<Buffer> {
  const input = sharp(picture, { limitInputPixels: 50_000_000, density: 300 });
  if (fit === 'cover') {
    return input.resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
  const margin = 90;
  const logo = await input
    .resize(SHARE_IMAGE_WIDTH - 2 * margin, SHARE_IMAGE_HEIGHT - 2 * margin, { fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer();
  return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}

/** A 1200×630 PNG: the brand's logo and name, the page's title, the site's address; brand colours. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const size = card.headline.length > 90 ? 48 : card.headline.length > 50 ? 60 : 72;
  const element: ReactNode = h(
    'div',
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: '#172554',
        backgroundImage: 'linear-gradient(135deg, #172554 0%, #1e40af 100%)',
        color: '#ffffff',
        fontFamily: 'Liberation Sans',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: '24px' } },
      h('img', { src: card.logoDataUrl, width: 88, height: 88, style: { borderRadius: '16px', backgroundColor: '#ffffff' } }),
      h('div', { style: { fontSize: 40, fontWeight: 700 } }, card.companyName),
    ),
    h('div', { style: { display: 'flex', flexGrow: 1, alignItems: 'center', fontSize: size, fontWeight: 700, lineHeight: 1.15, overflow: 'hidden' } }, card.headline),
    h('div', { style: { display: 'flex', fontSize: 28, color: '#d9e6ff' } }, card.host),
  );
  const svg = await satori(element, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: [{ name: 'Liberation Sans', data: Buffer.from(card.font.buffer, card.font.byteOffset, card.font.byteLength), weight: 700, style: 'normal' }],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}
