import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Real files an admin picks in the dashboard's file inputs: two pictures and one PDF. */
export interface UploadFiles {
  /** A 64×48 JPEG photo. */
  jpeg: string;
  /** A 32×32 PNG picture (logos, icons). */
  png: string;
  /** A one-page PDF application form. */
  pdf: string;
  remove(): Promise<void>;
}

export async function createUploadFiles(): Promise<UploadFiles> {
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-uploads-'));
  const jpeg = join(folder, 'school-photo.jpg');
  const png = join(folder, 'school-logo.png');
  const pdf = join(folder, 'application-form.pdf');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toFile(jpeg);
  await sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 1 } } })
    .png()
    .toFile(png);
  await writeFile(pdf, minimalPdf('Admission application form'));
  return { jpeg, png, pdf, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** A valid one-page PDF showing `text`, with a correct cross-reference table. */
export function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
