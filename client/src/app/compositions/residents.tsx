import { residentsScreen } from '../../features/users/screens';
import { section } from './section';
import { IncomingTransfersSection } from './transfer-sections';

const ResidentListPage = residentsScreen.page.Component;

/** The Residents list, with the residents moving here below. */
export default function ResidentsScreen() {
  return <ResidentListPage>{section(<IncomingTransfersSection />)}</ResidentListPage>;
}
