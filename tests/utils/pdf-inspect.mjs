// Reads a PDF on stdin the way a viewer does (pdf.js, the engine of Firefox's viewer) and prints JSON:
// the page count, each page's text (also as positioned runs), and what every QR code on the rendered pages decodes to (jsQR).
// A child process of the tests, because pdf.js ships as ES modules only, which jest's CommonJS runtime
// cannot load.
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), standardFontDataUrl, verbosity: 0 }).promise;

const pages = [];
const texts = [];
const qrCodes = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const { items } = await page.getTextContent();
  pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  // Where each run of text sits, in PDF points from the page's bottom-left corner.
  texts.push(items.filter((item) => 'str' in item && item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width })));
  const viewport = page.getViewport({ scale: 2 });
  const { canvas, context } = pdf.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(image.data, image.width, image.height);
  if (code) qrCodes.push(code.data);
}
const info = (await pdf.getMetadata()).info;
process.stdout.write(JSON.stringify({ pageCount: pdf.numPages, pages, texts, qrCodes, title: info.Title ?? null }));
