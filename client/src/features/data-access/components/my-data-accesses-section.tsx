import { useMemo } from 'react';
import styled from 'styled-components';
import type { MyDataAccessesQuery as MyDataAccessesData } from '../../../gql/graphql';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, CardIntro, Pagination, Table, usePagedQuery } from '../../../ui';
import { MyDataAccessesQuery } from '../api/data-access.graphql';
import { DATA_ACCESS_PAGE_SIZE } from '../data-access-texts';
import { dataAccessMessages } from '../messages';
import { viewColumns } from './data-access-columns';

type MyDataAccess = MyDataAccessesData['myDataAccesses']['items'][number];

/** The section comes last on the Profile: the space above it is its own. */
const StyledSpace = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The resident's Profile section "Who viewed my data" (docs/architecture.md#privacy-access-ledger): each staff view of
 * their valid ID, full profile or registry record, newest first, a page at a time: who and their office (never their
 * e-mail), when, what, and for the ID why.
 */
export function MyDataAccessesSection() {
  const t = useMessages(dataAccessMessages);
  const locale = useLocale();
  const columns = useMemo(() => viewColumns<MyDataAccess>(t, locale), [t, locale]);
  const { list, loading, failed, pages } = usePagedQuery(MyDataAccessesQuery, DATA_ACCESS_PAGE_SIZE, (data) => data.myDataAccesses);
  return (
    <StyledSpace>
      <Card title={t('my.title')}>
        <CardIntro>{t('my.intro')}</CardIntro>
        {failed && <Banner variant="error">{t('my.loadFailed')}</Banner>}
        <Table
          caption={t('my.caption')}
          captionHidden
          columns={columns}
          rows={list?.items ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={t('my.empty')}
          loading={loading}
        />
        <Pagination {...pages} label={t('my.pages')} />
      </Card>
    </StyledSpace>
  );
}
