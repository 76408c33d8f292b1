/**
 * Draws the app icons (a leaf on a cream square) as PNGs into public/icons/, for the web app
 * manifest and the home screen. Run with `npm run icons`; the output is committed.
 * No image library: the shapes are maths, sampled 4×4 per pixel, and the PNG is encoded here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

type Rgba = [number, number, number, number];

const hex = (value: string, alpha = 255): Rgba => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
  alpha,
];

const CREAM = hex('#fbf6ea');
const LEAF = hex('#2f6b3f');
const LEAF_DARK = hex('#1f4529');
const SAFFRON = hex('#e3a33b');
const CLEAR: Rgba = [0, 0, 0, 0];

type IconStyle = {
  /** Rounded corners with transparency around them ('any'), or a full square (maskable, Apple). */
  rounded: boolean;
  /** Size of the drawing: maskable icons keep it inside the central safe circle. */
  scale: number;
};

// The leaf is a lens (two overlapping circles) pointing to the top right, with a stem and midrib.
const LEAF_HALF_LENGTH = 0.36;
const LEAF_HALF_WIDTH = 0.16;
const LENS_OFFSET = (LEAF_HALF_LENGTH ** 2 - LEAF_HALF_WIDTH ** 2) / (2 * LEAF_HALF_WIDTH); // d in R = d + width
const LENS_RADIUS = LENS_OFFSET + LEAF_HALF_WIDTH;
const AXIS = [Math.SQRT1_2, -Math.SQRT1_2] as const;
const ACROSS = [Math.SQRT1_2, Math.SQRT1_2] as const;

function colourAt(x: number, y: number, style: IconStyle): Rgba {
  if (style.rounded && outsideRoundedSquare(x, y, 0.2)) return CLEAR;
  // Coordinates around the centre, in units of the drawing.
  const px = (x - 0.5) / style.scale;
  const py = (y - 0.5) / style.scale;

  if (Math.hypot(px + 0.2, py + 0.2) < 0.075) return SAFFRON;

  const cx = px - 0.03;
  const cy = py + 0.03;
  const along = cx * AXIS[0] + cy * AXIS[1];
  const across = cx * ACROSS[0] + cy * ACROSS[1];
  const inLeaf =
    along ** 2 + (across - LENS_OFFSET) ** 2 <= LENS_RADIUS ** 2 &&
    along ** 2 + (across + LENS_OFFSET) ** 2 <= LENS_RADIUS ** 2;
  if (inLeaf) {
    if (Math.abs(across) < 0.012 && along < LEAF_HALF_LENGTH * 0.8) return CREAM;
    const vein = Math.abs(Math.abs(across) - (along + 0.3) * 0.55 + 0.1) < 0.01;
    if (vein && Math.abs(across) > 0.02 && along > -0.25 && along < 0.2) return CREAM;
    return LEAF;
  }
  const inStem =
    along < -LEAF_HALF_LENGTH + 0.02 &&
    along > -LEAF_HALF_LENGTH - 0.12 &&
    Math.abs(across) < 0.016;
  return inStem ? LEAF_DARK : CREAM;
}

function outsideRoundedSquare(x: number, y: number, radius: number) {
  const dx = Math.max(radius - x, x - (1 - radius), 0);
  const dy = Math.max(radius - y, y - (1 - radius), 0);
  return Math.hypot(dx, dy) > radius;
}

const SAMPLES = 4;

function draw(size: number, style: IconStyle) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      // Average premultiplied samples so the transparent corners blend cleanly.
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (column + (sx + 0.5) / SAMPLES) / size;
          const y = (row + (sy + 0.5) / SAMPLES) / size;
          const [r, g, b, a] = colourAt(x, y, style);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const offset = (row * size + column) * 4;
      const alpha = sum[3] / SAMPLES ** 2;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = sum[3] ? Math.round(sum[channel] / sum[3]) : 0;
      }
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return encodePng(size, size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, every scanline unfiltered. */
function encodePng(width: number, height: number, rgba: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    raw[row * (stride + 1)] = 0;
    rgba.copy(raw, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const any: IconStyle = { rounded: true, scale: 1 };
// Maskable icons may be cut to a circle of 80% of the size: the drawing shrinks to fit inside.
const maskable: IconStyle = { rounded: false, scale: 0.72 };
// iOS rounds the corners itself and shows transparency as black.
const apple: IconStyle = { rounded: false, scale: 0.9 };

const icons: [string, number, IconStyle][] = [
  ['icon-192.png', 192, any],
  ['icon-512.png', 512, any],
  ['maskable-192.png', 192, maskable],
  ['maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, apple],
];

await mkdir(iconsDir, { recursive: true });
for (const [name, size, style] of icons) {
  await writeFile(join(iconsDir, name), draw(size, style));
  console.log(`public/icons/${name} (${size}×${size})`);
}
