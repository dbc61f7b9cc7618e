/** Small files with real magic bytes, for upload tests. */

export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real 1×1 transparent PNG (its pixels are decoded when stored, so the checksums must hold). */
export const samplePng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

/** A 1×1 transparent GIF89a. */
export const sampleGif = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

/** A real 8×8 JPEG (pictures are decoded and re-encoded, so a header alone no longer passes). */
export const sampleJpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAARn/2Q==',
  'base64',
);

/** An EBML header with DocType "webm", as browsers' MediaRecorder writes it. */
export const sampleWebm = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
  Buffer.alloc(256, 1),
]);

/** An ISO BMFF file with an mp4 brand. */
export const sampleMp4 = Buffer.concat([
  Buffer.from('0000001c667479706d7034320000000069736f6d6d703432', 'hex'),
  Buffer.alloc(256, 0),
]);

export const sampleHtml = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A minimal zip with the entries that make a file a Word document (DOCX). */
export function sampleDocx(): Buffer {
  const entries = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ],
  ] as const;
  const parts: Buffer[] = [];
  for (const [name, body] of entries) {
    const data = Buffer.from(body);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

/** A multipart/form-data body: text fields first (as a browser's form sends them), then one file. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(texts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
