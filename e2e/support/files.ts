/** A small real PDF for resume uploads. */
export const resumePdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

export { isoDaysFromNow } from '../../lib/contracts/applications/fixtures/application-body';

/** A real 4×4 PNG (the upstream reads a picture's type from its bytes). */
export const picturePng = {
  name: 'slide.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNYUaEFRwzEcQAgchShVi1/MwAAAABJRU5ErkJggg==',
    'base64',
  ),
};
