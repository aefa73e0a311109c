import { Banner, Card, Loading, Page, Pagination } from '../../../ui';
import { ANNOUNCEMENT_TEXTS, RESIDENT_ANNOUNCEMENTS_PAGE_SIZE } from '../announcement-form';
import { AnnouncementListQuery } from '../api/announcements.graphql';
import { AnnouncementArticle } from '../components/announcement-article';
import { useAnnouncementPages } from '../hooks/use-announcement-pages';

/** Announcements for residents: newest first, paged, featured ones marked. Default export: loaded lazily. */
export default function ResidentAnnouncementsPage() {
  const { list, loading, failed, pages } = useAnnouncementPages(AnnouncementListQuery, RESIDENT_ANNOUNCEMENTS_PAGE_SIZE);

  return (
    <Page title="Announcements">
      {failed && <Banner variant="error">{ANNOUNCEMENT_TEXTS.loadFailed}</Banner>}
      {!list && loading && <Loading text="Loading announcements..." />}
      {list && (
        <Card>
          {list.items.length === 0 ? (
            <p>{ANNOUNCEMENT_TEXTS.empty}</p>
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
          <Pagination {...pages} label="Announcements pages" />
        </Card>
      )}
    </Page>
  );
}
