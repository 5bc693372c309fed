// `npm run share-image`: makes public/og-image.png (1200 × 630), the picture link previews show
// (Open Graph, Twitter). One of the artworks beside the owner's name. Re-run after changing them.
//   node scripts/share-image.mjs "Amara Voss" "Product leader · Speaker · Artist" artworks/tidal-memory
import sharp from 'sharp';

const [name = 'Amara Voss', role = 'Product leader · Speaker · Artist', artwork = 'artworks/tidal-memory'] =
  process.argv.slice(2);
const width = 1200;
const height = 630;
const artWidth = 470;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = `
<svg xmlns="http://www.w3.org/2000/svg" width="${width - artWidth}" height="${height}">
  <rect width="100%" height="100%" fill="#0D1117"/>
  <rect x="72" y="196" width="56" height="4" fill="#EA9C7F"/>
  <text x="72" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="92" font-weight="700" fill="#F6F7F9">${escape(name)}</text>
  <text x="72" y="372" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#B8BFCB">${escape(role)}</text>
  <text x="72" y="540" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="22" fill="#9EA8FF">Berlin, Germany</text>
</svg>`;

const art = await sharp(`src/content/images/source/${artwork}.png`)
  .resize(artWidth, height, { fit: 'cover' })
  .toBuffer();

await sharp({ create: { width, height, channels: 3, background: '#0D1117' } })
  .composite([
    { input: Buffer.from(text), left: 0, top: 0 },
    { input: art, left: width - artWidth, top: 0 },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/og-image.png');
console.log('wrote public/og-image.png');
