import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, Loading, Page, Pagination } from '../../../ui';
import { RESIDENT_ANNOUNCEMENTS_PAGE_SIZE } from '../announcement-form';
import { AnnouncementListQuery } from '../api/announcements.graphql';
import { AnnouncementArticle } from '../components/announcement-article';
import { useAnnouncementPages } from '../hooks/use-announcement-pages';
import { announcementsMessages } from '../messages';

/** Announcements for residents: newest first, paged, featured ones marked. Default export: loaded lazily. */
export default function ResidentAnnouncementsPage() {
  const t = useMessages(announcementsMessages);
  const { list, loading, failed, pages } = useAnnouncementPages(AnnouncementListQuery, RESIDENT_ANNOUNCEMENTS_PAGE_SIZE);

  return (
    <Page title={t('residentPage.title')}>
      {failed && <Banner variant="error">{t('loadFailed')}</Banner>}
      {!list && loading && <Loading text={t('loading')} />}
      {list && (
        <Card>
          {list.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            list.items.map((item) => (
              <AnnouncementArticle
                key={item.id}
                title={item.title}
                content={item.content}
                featured={item.featured}
                createdAt={item.createdAt as string}
              />
            ))
          )}
          <Pagination {...pages} label={t('pagination')} />
        </Card>
      )}
    </Page>
  );
}
