import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, NoticeBanner, Page, useNotice } from '../../../ui';
import { StaffMembersQuery, StaffOfficialsQuery, StaffRolesQuery } from '../api/staff.graphql';
import { MembersSection } from '../components/members-section';
import { RolesSection } from '../components/roles-section';
import { staffMessages } from '../messages';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** Staff (docs/rules/accounts.md#staff-roles): the office's members and the roles that say what each may do. */
export function StaffPage() {
  const t = useMessages(staffMessages);
  const members = useQuery(StaffMembersQuery, { fetchPolicy: 'cache-and-network' });
  const roles = useQuery(StaffRolesQuery, { fetchPolicy: 'cache-and-network' });
  const officials = useQuery(StaffOfficialsQuery, { fetchPolicy: 'cache-and-network' });
  const { notice, show, clear } = useNotice();
  const roleList = roles.data?.roles ?? [];
  const roleOptions = roleList.map((role) => ({ value: String(role.id), label: role.name }));

  const refresh = () => {
    void members.refetch();
    void roles.refetch();
    void officials.refetch();
  };

  return (
    <Page title={t('page.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {members.error && <Banner variant="error">{t('errors.membersLoadFailed')}</Banner>}
      {roles.error && <Banner variant="error">{t('errors.rolesLoadFailed')}</Banner>}
      <StyledSections>
        <MembersSection
          members={members.data?.staffMembers ?? []}
          loading={members.loading}
          roleOptions={roleOptions}
          officials={officials.data?.barangayOfficials.items ?? []}
          onChanged={refresh}
          onOutcome={({ variant, text }) => show(variant, text)}
        />
        <RolesSection
          roles={roleList}
          loading={roles.loading}
          onChanged={refresh}
          onOutcome={({ variant, text }) => show(variant, text)}
        />
      </StyledSections>
    </Page>
  );
}
