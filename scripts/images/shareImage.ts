// `npm run share-image`: makes the pictures link previews show (Open Graph, Twitter), 1200 × 630,
// one per language: public/og-image.png (English) and public/og-image-de.png (German), each with
// one of the artworks beside the owner's name and her roles in that language. Re-run after
// changing them (src/app/documentHead.ts names the files).
//   node scripts/images/shareImage.ts ["Amara Voss"] [artworks/tidal-memory]
import sharp from 'sharp';

const [name = 'Amara Voss', artwork = 'artworks/tidal-memory'] = process.argv.slice(2);
/** What each language's image says below the name. */
const languages = [
  { file: 'public/og-image.png', role: 'Product leader · Speaker · Artist', place: 'Berlin, Germany' },
  {
    file: 'public/og-image-de.png',
    role: 'Produktleiterin · Rednerin · Künstlerin',
    place: 'Berlin, Deutschland',
  },
];
const width = 1200;
const height = 630;
const artWidth = 470;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const textPanel = ({ role, place }: { role: string; place: string }) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width - artWidth}" height="${height}">
  <rect width="100%" height="100%" fill="#0D1117"/>
  <rect x="72" y="196" width="56" height="4" fill="#EA9C7F"/>
  <text x="72" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="92" font-weight="700" fill="#F6F7F9">${escape(name)}</text>
  <text x="72" y="372" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#B8BFCB">${escape(role)}</text>
  <text x="72" y="540" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="22" fill="#9EA8FF">${escape(place)}</text>
</svg>`;

const art = await sharp(`src/content/images/source/${artwork}.png`)
  .resize(artWidth, height, { fit: 'cover' })
  .toBuffer();

for (const language of languages) {
  await sharp({ create: { width, height, channels: 3, background: '#0D1117' } })
    .composite([
      { input: Buffer.from(textPanel(language)), left: 0, top: 0 },
      { input: art, left: width - artWidth, top: 0 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(language.file);
  console.log(`wrote ${language.file}`);
}
