import { residentRequestsScreen } from '../../features/document-requests/screens';
import { section } from './section';
import { EarlierRequestsSection } from './transfer-sections';

const ResidentDocumentRequestsPage = residentRequestsScreen.page.Component;

/** The resident's document requests, with those made at an earlier barangay below. */
export default function ResidentRequestsScreen() {
  return <ResidentDocumentRequestsPage>{section(<EarlierRequestsSection />)}</ResidentDocumentRequestsPage>;
}
