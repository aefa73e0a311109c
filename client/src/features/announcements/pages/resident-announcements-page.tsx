import { useQuery } from '@apollo/client/react';
import { Banner, Card, Loading, Page, Pagination, useTableState } from '../../../ui';
import { ANNOUNCEMENT_TEXTS, RESIDENT_ANNOUNCEMENTS_PAGE_SIZE } from '../announcement-form';
import { AnnouncementListQuery } from '../api/announcements.graphql';
import { AnnouncementArticle } from '../components/announcement-article';

/** Announcements for residents: newest first, paged, featured ones marked. Default export: loaded lazily. */
export default function ResidentAnnouncementsPage() {
  const paging = useTableState({ pageSize: RESIDENT_ANNOUNCEMENTS_PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(AnnouncementListQuery, {
    variables: { page: paging.page, pageSize: paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.announcements ?? previousData?.announcements;
  const page = paging.clampToPageCount(list?.total);

  return (
    <Page title="Announcements">
      {error && <Banner variant="error">{ANNOUNCEMENT_TEXTS.loadFailed}</Banner>}
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
          <Pagination
            page={page}
            pageCount={paging.pageCountFor(list.total)}
            onPageChange={paging.setPage}
            label="Announcements pages"
          />
        </Card>
      )}
    </Page>
  );
}
