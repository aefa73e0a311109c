import { ContactPageContent } from '../components/contact-page-content';

/** Public contact page (/contact-us). Loaded with the guest pages, so a named export. */
export function ContactUsPage() {
  return <ContactPageContent />;
}
