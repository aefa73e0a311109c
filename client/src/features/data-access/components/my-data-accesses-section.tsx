import styled from 'styled-components';
import type { MyDataAccessesQuery as MyDataAccessesData } from '../../../gql/graphql';
import { Banner, Card, CardIntro, Pagination, Table, usePagedQuery } from '../../../ui';
import { MyDataAccessesQuery } from '../api/data-access.graphql';
import { DATA_ACCESS_PAGE_SIZE, DATA_ACCESS_TEXTS } from '../data-access-texts';
import { viewColumns } from './data-access-columns';

type MyDataAccess = MyDataAccessesData['myDataAccesses']['items'][number];

const COLUMNS = viewColumns<MyDataAccess>();

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
  const { list, loading, failed, pages } = usePagedQuery(MyDataAccessesQuery, DATA_ACCESS_PAGE_SIZE, (data) => data.myDataAccesses);
  return (
    <StyledSpace>
      <Card title={DATA_ACCESS_TEXTS.myTitle}>
        <CardIntro>{DATA_ACCESS_TEXTS.myIntro}</CardIntro>
        {failed && <Banner variant="error">{DATA_ACCESS_TEXTS.myLoadFailed}</Banner>}
        <Table
          caption={DATA_ACCESS_TEXTS.myCaption}
          captionHidden
          columns={COLUMNS}
          rows={list?.items ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={DATA_ACCESS_TEXTS.myEmpty}
          loading={loading}
        />
        <Pagination {...pages} label={DATA_ACCESS_TEXTS.myPages} />
      </Card>
    </StyledSpace>
  );
}
