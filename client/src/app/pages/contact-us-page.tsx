import { FeaturedAnnouncements } from '../../features/announcements';
import { ContactInfoCard } from '../../features/contact';
import { OfficialsGrid } from '../../features/officials';
import { useMessages } from '../../lib/i18n/language-context';
import { Page } from '../../ui';
import { menuMessages } from '../messages';

/**
 * Contact Us (docs/rules/public-site.md#contact-page), the same for guests (/contact-us) and residents (/resident/contact-us): the
 * contact card, the featured announcements and the officials grid, each from its own feature. Default export: loaded lazily.
 */
export default function ContactUsPage() {
  const menu = useMessages(menuMessages);
  return (
    <Page title={menu('contactUs')}>
      <ContactInfoCard />
      <FeaturedAnnouncements />
      <OfficialsGrid />
    </Page>
  );
}
