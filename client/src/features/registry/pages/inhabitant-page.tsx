import { useQuery } from '@apollo/client/react';
import { INHABITANT_SECTOR_LABELS, RELATIONSHIP_TO_HEAD_LABELS } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { householdPathFor, registryPaths } from '../paths';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { isNotFound } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { ActionGroup, Banner, Button, Card, FactsList, Loading, NoticeBanner, Page, StatusBadge, Toolbar, useNotice } from '../../../ui';
import { InhabitantQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge, SectorBadges } from '../components/inhabitant-badges';
import { InhabitantFormModal } from '../components/inhabitant-form-modal';
import { MoveModal } from '../components/move-modal';
import { useRecordId } from '../components/record-id';
import { StatusModal } from '../components/status-modal';
import { registryMessages } from '../messages';
import { CIVIL_STATUS_LABELS, SEX_LABELS } from '../registry-texts';

type Action = 'edit' | 'move' | 'status';

/** One inhabitant of the registry: their record, household and status, with Edit, Move to household and Change status. */
export default function InhabitantPage() {
  const t = useMessages(registryMessages);
  const id = useRecordId();
  const { data, error, loading, refetch } = useQuery(InhabitantQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const [action, setAction] = useState<Action | null>(null);
  const { notice, show, clear } = useNotice();

  if (id === null || isNotFound(error)) return <NotFound />;
  if (error) return <Page title={t('title')}><Banner variant="error">{t('inhabitant.loadFailed')}</Banner></Page>;
  if (!data) return loading ? <Loading text={t('inhabitant.loading')} /> : null;
  const person = data.inhabitant;

  const open = (next: Action) => {
    if (notice?.variant === 'error') clear();
    setAction(next);
  };
  // Apollo puts the saved record in its cache: the page shows it without another request.
  const done = (text: string) => () => {
    setAction(null);
    show('success', text);
  };
  const gone = () => {
    setAction(null);
    void refetch().catch(() => undefined);
  };

  return (
    <Page title={person.fullName}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <Toolbar>
        <Link to={registryPaths.registry}>{t('links.registry')}</Link>
        <ActionGroup>
          <Button variant="secondary" onClick={() => open('edit')}>{t('inhabitantForm.edit')}</Button>
          <Button variant="secondary" onClick={() => open('move')}>{t('move.title')}</Button>
          <Button variant="secondary" onClick={() => open('status')}>{t('status.title')}</Button>
        </ActionGroup>
      </Toolbar>
      <Card title={t('details.title')}>
        <InhabitantFacts person={person} />
      </Card>
      <InhabitantFormModal open={action === 'edit'} record={person} onClose={() => setAction(null)} onSaved={done(t('inhabitant.saved'))} onNotFound={gone} />
      <MoveModal open={action === 'move'} inhabitant={person} onClose={() => setAction(null)} onMoved={done(t('move.done'))} onNotFound={gone} />
      <StatusModal
        open={action === 'status'}
        inhabitant={person}
        onClose={() => setAction(null)}
        onChanged={done(t('status.done'))}
        onNotFound={gone}
      />
    </Page>
  );
}

function NotFound() {
  const t = useMessages(registryMessages);
  return (
    <Page title={t('title')}>
      <Banner variant="error">{t('inhabitant.notFound')}</Banner>
      <p><Link to={registryPaths.registry}>{t('links.registry')}</Link></p>
    </Page>
  );
}

function InhabitantFacts({ person }: { person: InhabitantFieldsFragment }) {
  const t = useMessages(registryMessages);
  const hasSectors = person.isPwd || person.isSoloParent || person.isIndigenous || person.is4Ps || person.isOutOfSchoolYouth;
  return (
    <FactsList>
      <dt>{t('facts.status')}</dt>
      <dd>
        <ActionGroup>
          <InhabitantStatusBadge status={person.status} />
          {person.statusDate && <span>{t('facts.statusOn', { date: person.statusDate })}</span>}
        </ActionGroup>
      </dd>
      <dt>{t('facts.onlineAccount')}</dt>
      <dd>{person.hasAccount ? t('facts.accountLinked') : t('facts.noAccount')}</dd>
      <dt>{t('facts.household')}</dt>
      <dd>
        {person.household ? (
          <>
            <Link to={householdPathFor(person.household.id)}>{t('household.title', { number: person.household.householdNumber })}</Link>
            {person.relationshipToHead && ` (${RELATIONSHIP_TO_HEAD_LABELS[person.relationshipToHead]})`}
          </>
        ) : t('facts.noHousehold')}
      </dd>
      <dt>{t('facts.purok')}</dt>
      <dd>{person.household?.purok.name ?? '—'}</dd>
      <dt>{t('facts.address')}</dt>
      <dd>{person.address ?? '—'}</dd>
      <dt>{t('facts.birthdate')}</dt>
      <dd>{person.birthdate}</dd>
      <dt>{t('facts.age')}</dt>
      <dd>
        <ActionGroup>
          {person.age}
          {person.isSeniorCitizen && <StatusBadge tone="yellow">{INHABITANT_SECTOR_LABELS.SENIOR_CITIZEN}</StatusBadge>}
        </ActionGroup>
      </dd>
      <dt>{t('facts.birthplace')}</dt>
      <dd>{person.birthPlace}</dd>
      <dt>{t('facts.sex')}</dt>
      <dd>{SEX_LABELS[person.sex]}</dd>
      <dt>{t('facts.civilStatus')}</dt>
      <dd>{CIVIL_STATUS_LABELS[person.civilStatus]}</dd>
      <dt>{t('facts.citizenship')}</dt>
      <dd>{person.citizenship}</dd>
      <dt>{t('facts.occupation')}</dt>
      <dd>{person.occupation ?? '—'}</dd>
      <dt>{t('facts.sectors')}</dt>
      <dd>{hasSectors ? <SectorBadges person={person} /> : t('facts.noSectors')}</dd>
    </FactsList>
  );
}
