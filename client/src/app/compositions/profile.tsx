import { lazy } from 'react';
import { profileScreen } from '../../features/users/screens';
import { section } from './section';
import { ResidentTransferSection } from './transfer-sections';

// "Correct My Details" (docs/architecture.md#privacy-corrections): a card of the resident's Profile, its own chunk.
const CorrectMyDetailsCard = lazy(
  () => import('../../features/corrections').then((feature) => ({ default: feature.CorrectMyDetailsCard })),
);

// "Erase My Data" (docs/architecture.md#privacy-erasure): a card of the resident's Profile, its own chunk.
const EraseMyDataCard = lazy(() => import('../../features/erasure').then((feature) => ({ default: feature.EraseMyDataCard })));

// "Who viewed my data" (docs/architecture.md#privacy-access-ledger): a section of the resident's Profile, its own chunk.
const MyDataAccessesSection = lazy(
  () => import('../../features/data-access').then((feature) => ({ default: feature.MyDataAccessesSection })),
);

const ProfilePage = profileScreen.page.Component;

/** The resident's Profile with the cards and sections of corrections, erasure, transfers and the access ledger. */
export default function ProfileScreen() {
  return (
    <ProfilePage afterEditProfile={section(<CorrectMyDetailsCard />)} afterDownloadMyData={section(<EraseMyDataCard />)}>
      {section(<ResidentTransferSection />)}
      {section(<MyDataAccessesSection />)}
    </ProfilePage>
  );
}
