import { ContactPageContent } from '../components/contact-page-content';

/** Contact information for residents (/resident/contact-us). Default export: the router loads it lazily. */
export default function ResidentContactPage() {
  return <ContactPageContent />;
}
