import { crc32, deflateSync } from 'node:zlib';
import { buildPdf } from './pdf-document';
import { drawImage } from './pdf-image';

/** A small RGBA PNG (with an alpha channel, like the logos). */
function rgbaPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1)
      rows.set([15, 118, 110, x < y ? 255 : 0], y * (1 + size * 4) + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pdfBytes(draw: Parameters<typeof buildPdf>[1]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of buildPdf({ title: 'T', subject: 'S', now: new Date(0) }, draw))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

const imageObjects = (pdf: string) => pdf.match(/\/Subtype \/Image/g)?.length ?? 0;

describe('drawImage', () => {
  it('embeds a PNG drawn several times in a document once (its colour and its alpha mask)', async () => {
    const png = rgbaPng(32);
    const repeated = await pdfBytes((doc) => {
      drawImage(doc, png, 72, 72, { fit: [100, 100] });
      drawImage(doc, png, 200, 72, { fit: [50, 50] });
      doc.addPage();
      drawImage(doc, png, 72, 72, { fit: [100, 100] });
    });
    expect(imageObjects(repeated)).toBe(2);
    // Every page that draws it refers to it.
    expect(repeated.match(/\/XObject <<\s*\/I1 \d+ 0 R/g)?.length).toBe(2);

    const plain = await pdfBytes((doc) => {
      doc.image(png, 72, 72, { fit: [100, 100] });
      doc.image(png, 200, 72, { fit: [50, 50] });
    });
    expect(imageObjects(plain)).toBe(4);
  });

  it('keeps different images apart, and documents apart', async () => {
    const [a, b] = [rgbaPng(16), rgbaPng(24)];
    const first = await pdfBytes((doc) => {
      drawImage(doc, a, 72, 72, { fit: [50, 50] });
      drawImage(doc, b, 72, 200, { fit: [50, 50] });
    });
    const second = await pdfBytes((doc) => drawImage(doc, a, 72, 72, { fit: [50, 50] }));
    expect(imageObjects(first)).toBe(4);
    expect(imageObjects(second)).toBe(2);
  });
});
