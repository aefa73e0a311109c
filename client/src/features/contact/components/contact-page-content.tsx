import { Page } from '../../../ui';
import { ContactInfoCard } from './contact-info-card';
import { FeaturedAnnouncements } from './featured-announcements';
import { OfficialsGrid } from './officials-grid';

/** Contact Us (docs/rules/public-site.md#contact-page), the same for guests and residents: contact card, featured announcements, officials. */
export function ContactPageContent() {
  return (
    <Page title="Contact Us">
      <ContactInfoCard />
      <FeaturedAnnouncements />
      <OfficialsGrid />
    </Page>
  );
}
