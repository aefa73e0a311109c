import type { RequestBarangay } from '../../http/request-context';

/** The name a barangay's e-mails come from: the one its settings give, else its name. */
export function emailSenderOf(barangay: RequestBarangay): string {
  return barangay.emailSenderName ?? barangay.name;
}
