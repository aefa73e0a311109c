import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { certificateContent } from '../modules/certificates/certificate-content';
import { renderCertificatePdf } from '../modules/certificates/certificate-pdf';
import { DocumentFieldType } from '../modules/document-types/document-type.entity';

/**
 * `npm run bench:certificate`: how long one certificate PDF takes to generate (layout, text, vector QR
 * code), in this process, without the database. Prints the median and 95th percentile over many runs.
 */
const RUNS = Number(process.argv[2] ?? 200);

const content = certificateContent({
  barangay: { name: 'Barangay San Isidro', address: 'Rizal Street, San Isidro, Quezon City', contactNumber: '0281234567', email: 'hall@sanisidro.example.ph' },
  documentType: {
    name: 'Barangay Clearance',
    fields: [
      { name: 'Purpose', field_type: DocumentFieldType.TEXT, required: true },
      { name: 'Years of residency', field_type: DocumentFieldType.NUMBER, required: true },
      { name: 'Employed', field_type: DocumentFieldType.BOOLEAN, required: false },
    ],
    certificateTitle: null,
    certificateBody: null,
  },
  referenceNumber: 'BRGY-2026-000123',
  fieldData: { Purpose: 'Employment', 'Years of residency': '12', Employed: 'true' },
  holder: { firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', address: 'Purok 1, Barangay San Isidro' },
  punongBarangay: 'Maria Reyes',
  issuedAt: new Date(),
});

async function main(): Promise<void> {
  const render = () => renderCertificatePdf({
    content, issuedAt: new Date(),
    verificationUrl: 'https://portal.sanisidro.example.ph/verify/x6Vt3kq9w0AZ-b_Yh2LmQpRs',
  });
  const first = performance.now();
  const bytes = await render();
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
  console.log(`Certificate PDF (${(bytes.length / 1024).toFixed(1)} KB): first ${cold.toFixed(1)} ms (loads fonts), `
    + `then median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${RUNS} runs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
