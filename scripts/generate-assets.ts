/**
 * Draws the mock catalog's images (SVG), the bundled logo and the visual-aid PDF into public/.
 * Run with `npm run assets`; the output is committed so installs never fetch anything.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype, { type Glyph } from 'opentype.js';
import { combos, products } from '../src/mocks/seed/catalog';
import { blogs } from '../src/mocks/seed/content';
import { images, productImage } from '../src/mocks/seed/images';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const palettes = [
  ['#e8f1e4', '#2f6b3f', '#c9a227'],
  ['#f6eddc', '#8a5a2b', '#2f6b3f'],
  ['#eef3f7', '#2d5c74', '#c97b2a'],
  ['#f7ebe8', '#8a2d3b', '#3f6b2f'],
  ['#f1f0e2', '#5f6b2f', '#a0522d'],
  ['#eae7f3', '#4b3f7a', '#2f6b5b'],
];

function hash(value: string) {
  let result = 0;
  for (const char of value) result = (result * 31 + char.charCodeAt(0)) >>> 0;
  return result;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a label into lines of at most `width` characters. */
function wrap(label: string, width: number) {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function textLines(
  label: string,
  x: number,
  y: number,
  size: number,
  color: string,
  width: number,
) {
  return wrap(label, width)
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.25}" font-family="Georgia,serif" font-size="${size}" text-anchor="middle" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}

const leaf = (x: number, y: number, scale: number, color: string, rotate = 0) =>
  `<path transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" d="M0 0C-30-40-20-90 0-120 20-90 30-40 0 0Z" fill="${color}" opacity=".8"/>`;

function productSvg(name: string) {
  const [background, primary, accent] = palettes[hash(name) % palettes.length];
  const jar =
    hash(name) % 2
      ? `<rect x="200" y="170" width="200" height="300" rx="28" fill="${primary}"/><rect x="215" y="130" width="170" height="50" rx="10" fill="${accent}"/>`
      : `<path d="M250 120h100v60c50 20 70 60 70 110v170a20 20 0 0 1-20 20H200a20 20 0 0 1-20-20V290c0-50 20-90 70-110z" fill="${primary}"/><rect x="240" y="95" width="120" height="35" rx="8" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${background}"/>${leaf(120, 520, 1.6, accent, -30)}${leaf(480, 520, 1.6, accent, 30)}${jar}<rect x="215" y="250" width="170" height="150" rx="10" fill="#fffdf6"/>${textLines(name, 300, 300, 22, primary, 13)}<text x="300" y="560" font-family="Georgia,serif" font-size="22" text-anchor="middle" fill="${primary}">Veda Herbs</text></svg>`;
}

function sceneSvg(width: number, height: number, title: string, seed: string) {
  const [background, primary, accent] = palettes[hash(seed) % palettes.length];
  const leaves = Array.from({ length: 6 }, (_, index) =>
    leaf(
      (width / 6) * index + width / 12,
      height,
      1 + (index % 3) * 0.5,
      index % 2 ? primary : accent,
      -40 + index * 16,
    ),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/><circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.18}" fill="${accent}" opacity=".35"/>${leaves}${title ? textLines(title, width / 2, height * 0.45, Math.round(height / 12), primary, 28) : ''}</svg>`;
}

function personSvg(seed: string) {
  const [background, primary] = palettes[hash(seed) % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="80" fill="${background}"/><circle cx="80" cy="62" r="30" fill="${primary}"/><path d="M30 140c6-34 30-48 50-48s44 14 50 48z" fill="${primary}"/></svg>`;
}

function certificateSvg(index: number) {
  const labels = [
    'GMP Certified',
    'AYUSH Licensed',
    'ISO 9001:2015',
    'Organic Sourcing',
    'Lab Tested',
    'Cruelty Free',
  ];
  const [background, primary, accent] = palettes[index % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${background}"/><circle cx="150" cy="130" r="80" fill="none" stroke="${primary}" stroke-width="10"/><circle cx="150" cy="130" r="60" fill="${accent}" opacity=".5"/>${textLines(labels[index % labels.length], 150, 250, 26, primary, 18)}</svg>`;
}

/**
 * The logo's name as outlines (Gelasio Bold, metric-compatible with Georgia, SIL OFL): drawn the
 * same on every device, and no font for the browser to look up while it lays out the header (on
 * Linux a synchronous call to the browser process). As text in Georgia it overflowed the picture
 * where Georgia is installed.
 */
function outlined(text: string, x: number, baseline: number, size: number) {
  const file = readFileSync(
    new URL(import.meta.resolve('@fontsource/gelasio/files/gelasio-latin-700-normal.woff')),
  );
  const font = opentype.parse(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
  );
  const scale = size / font.unitsPerEm;
  let cursor = x;
  let previous: Glyph | null = null;
  let path = '';
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) cursor += font.getKerningValue(previous, glyph) * scale;
    path += glyph.getPath(cursor, baseline, size).toPathData(1);
    cursor += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return path;
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56" viewBox="0 0 180 56"><path d="M28 48C8 34 10 12 28 4c18 8 20 30 0 44z" fill="#2f6b3f"/><path d="M28 48V14" stroke="#fbf6ea" stroke-width="2"/><path d="${outlined('Veda Herbs', 54, 35, 20)}" fill="#1f3b2d"/></svg>`;

/** A one-page PDF (PDF 1.4, built by hand so no library is needed). */
function visualAidPdf() {
  const lines = [
    'Veda Herbs - Visual Aid',
    '',
    'How to take your Ayurvedic remedies',
    '1. Tablets and capsules: with lukewarm water after meals, or as directed.',
    '2. Churnas (powders): mix with warm water or honey; take at the same time daily.',
    '3. Oils: warm slightly and massage gently; wash off after 1-2 hours.',
    '4. Syrups: shake well; measure with the cup provided.',
    '',
    'Know your dosha',
    'Vata (air and space): light, dry, quick. Favour warm, moist, grounding food.',
    'Pitta (fire and water): hot, sharp, intense. Favour cooling, sweet, bitter food.',
    'Kapha (earth and water): heavy, steady, slow. Favour light, warm, spicy food.',
    '',
    'Consult your physician before starting any remedy if you are pregnant,',
    'nursing, or taking other medicines. Free consultation: +91 98765 43210.',
  ];
  const content = ['BT', '/F1 13 Tf', '16 TL', '56 780 Td']
    .concat(lines.map((line) => `(${line.replace(/[\\()]/g, (char) => `\\${char}`)}) '`))
    .concat('ET')
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

async function write(path: string, content: string) {
  const target = join(publicDir, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

const files: [string, string][] = [
  [images.logo, logoSvg],
  [images.productBanner, sceneSvg(1600, 400, '', 'product-banner')],
  [images.blogBanner, sceneSvg(1600, 400, '', 'blog-banner')],
  ...images.gallery.map((path, index): [string, string] => [
    path,
    sceneSvg(600, 600, '', `gallery-${index}`),
  ]),
  ...images.slides.map((path, index): [string, string] => [
    path,
    sceneSvg(1600, 640, '', `slide-${index}`),
  ]),
  ...images.avatars.map((path): [string, string] => [path, personSvg(path)]),
  ...images.certificates.map((path, index): [string, string] => [path, certificateSvg(index)]),
  ...images.faqs.map((path, index): [string, string] => [
    path,
    sceneSvg(600, 400, '', `faq-${index}`),
  ]),
  ...products.map((product): [string, string] => [
    productImage(product.slug),
    productSvg(product.name),
  ]),
  ...combos.map((combo): [string, string] => [images.combo(combo.slug), productSvg(combo.name)]),
  ...blogs.map((blog): [string, string] => [
    images.blog(blog.slug),
    sceneSvg(800, 500, blog.title, blog.slug),
  ]),
  ...['about', 'vision', 'why-1', 'why-2', 'why-3', 'why-4', 'contact', 'awards-1', 'awards-2'].map(
    (name): [string, string] => [`/images/about/${name}.svg`, sceneSvg(800, 600, '', name)],
  ),
];

for (const [path, svg] of files) await write(path.replace(/^\//, ''), svg);
await write('visual-aid.pdf', visualAidPdf());
console.log(`Wrote ${files.length} images and visual-aid.pdf to public/`);
