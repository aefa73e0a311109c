import { useQuery } from '@apollo/client/react';
import { INHABITANT_SECTOR_LABELS, RELATIONSHIP_TO_HEAD_LABELS } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { householdPathFor, registryPaths } from '../paths';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { isNotFound } from '../../../lib/graphql-errors';
import { ActionGroup, Banner, Button, Card, FactsList, Loading, NoticeBanner, Page, StatusBadge, Toolbar, useNotice } from '../../../ui';
import { InhabitantQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge, SectorBadges } from '../components/inhabitant-badges';
import { InhabitantFormModal } from '../components/inhabitant-form-modal';
import { MoveModal } from '../components/move-modal';
import { useRecordId } from '../components/record-id';
import { StatusModal } from '../components/status-modal';
import { CIVIL_STATUS_LABELS, REGISTRY_TEXTS, SEX_LABELS } from '../registry-texts';

type Action = 'edit' | 'move' | 'status';

/** One inhabitant of the registry: their record, household and status, with Edit, Move to household and Change status. */
export default function InhabitantPage() {
  const id = useRecordId();
  const { data, error, loading, refetch } = useQuery(InhabitantQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const [action, setAction] = useState<Action | null>(null);
  const { notice, show, clear } = useNotice();

  if (id === null || isNotFound(error)) return <NotFound />;
  if (error) return <Page title={REGISTRY_TEXTS.registryTitle}><Banner variant="error">{REGISTRY_TEXTS.inhabitantLoadFailed}</Banner></Page>;
  if (!data) return loading ? <Loading text={REGISTRY_TEXTS.inhabitantLoading} /> : null;
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
        <Link to={registryPaths.registry}>{REGISTRY_TEXTS.registryLink}</Link>
        <ActionGroup>
          <Button variant="secondary" onClick={() => open('edit')}>{REGISTRY_TEXTS.editInhabitant}</Button>
          <Button variant="secondary" onClick={() => open('move')}>{REGISTRY_TEXTS.move}</Button>
          <Button variant="secondary" onClick={() => open('status')}>{REGISTRY_TEXTS.changeStatus}</Button>
        </ActionGroup>
      </Toolbar>
      <Card title={REGISTRY_TEXTS.detailsTitle}>
        <InhabitantFacts person={person} />
      </Card>
      <InhabitantFormModal open={action === 'edit'} record={person} onClose={() => setAction(null)} onSaved={done(REGISTRY_TEXTS.inhabitantSaved)} onNotFound={gone} />
      <MoveModal open={action === 'move'} inhabitant={person} onClose={() => setAction(null)} onMoved={done(REGISTRY_TEXTS.moved)} onNotFound={gone} />
      <StatusModal
        open={action === 'status'}
        inhabitant={person}
        onClose={() => setAction(null)}
        onChanged={done(REGISTRY_TEXTS.statusChanged)}
        onNotFound={gone}
      />
    </Page>
  );
}

function NotFound() {
  return (
    <Page title={REGISTRY_TEXTS.registryTitle}>
      <Banner variant="error">{REGISTRY_TEXTS.inhabitantNotFound}</Banner>
      <p><Link to={registryPaths.registry}>{REGISTRY_TEXTS.registryLink}</Link></p>
    </Page>
  );
}

function InhabitantFacts({ person }: { person: InhabitantFieldsFragment }) {
  const hasSectors = person.isPwd || person.isSoloParent || person.isIndigenous || person.is4Ps || person.isOutOfSchoolYouth;
  return (
    <FactsList>
      <dt>Status</dt>
      <dd>
        <ActionGroup>
          <InhabitantStatusBadge status={person.status} />
          {person.statusDate && <span>{`on ${person.statusDate}`}</span>}
        </ActionGroup>
      </dd>
      <dt>{REGISTRY_TEXTS.onlineAccount}</dt>
      <dd>{person.hasAccount ? REGISTRY_TEXTS.accountLinked : REGISTRY_TEXTS.noAccount}</dd>
      <dt>Household</dt>
      <dd>
        {person.household ? (
          <>
            <Link to={householdPathFor(person.household.id)}>{REGISTRY_TEXTS.householdTitle(person.household.householdNumber)}</Link>
            {person.relationshipToHead && ` (${RELATIONSHIP_TO_HEAD_LABELS[person.relationshipToHead]})`}
          </>
        ) : REGISTRY_TEXTS.noHousehold}
      </dd>
      <dt>Purok or sitio</dt>
      <dd>{person.household?.purok.name ?? '—'}</dd>
      <dt>Address</dt>
      <dd>{person.address ?? '—'}</dd>
      <dt>Birthdate</dt>
      <dd>{person.birthdate}</dd>
      <dt>Age</dt>
      <dd>
        <ActionGroup>
          {person.age}
          {person.isSeniorCitizen && <StatusBadge tone="yellow">{INHABITANT_SECTOR_LABELS.SENIOR_CITIZEN}</StatusBadge>}
        </ActionGroup>
      </dd>
      <dt>Birthplace</dt>
      <dd>{person.birthPlace}</dd>
      <dt>Sex</dt>
      <dd>{SEX_LABELS[person.sex]}</dd>
      <dt>Civil Status</dt>
      <dd>{CIVIL_STATUS_LABELS[person.civilStatus]}</dd>
      <dt>Citizenship</dt>
      <dd>{person.citizenship}</dd>
      <dt>Occupation</dt>
      <dd>{person.occupation ?? '—'}</dd>
      <dt>Sectors</dt>
      <dd>{hasSectors ? <SectorBadges person={person} /> : 'None'}</dd>
    </FactsList>
  );
}
