import { useQuery } from '@apollo/client/react';
import { CorrectableField, correctableDetail, type CorrectableFieldName } from '@barangay-portal/domain';
import { useCallback } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, CardIntro, CardParts, type Notice, NoticeBanner, useNotice } from '../../../ui';
import { MyCorrectionRequestsQuery } from '../api/corrections.graphql';
import type { RecordValue } from '../correction-form';
import { correctionsMessages } from '../messages';
import { CorrectionRequestForm } from './correction-request-form';
import { MyCorrectionRequests } from './my-correction-requests';

/**
 * The Profile's "Correct My Details" (docs/architecture.md#privacy-corrections): ask the barangay to correct a detail the
 * resident cannot change themselves, and their requests with how each stands; Withdraw while one waits.
 */
export function CorrectMyDetailsCard() {
  const { data, loading, error, refetch } = useQuery(MyCorrectionRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const { notice, show, clear } = useNotice();
  const t = useMessages(correctionsMessages);
  const me = data?.me;
  const recordValue: RecordValue = useCallback(
    (field: CorrectableFieldName) => {
      const value = me?.[correctableDetail(CorrectableField[field]).profileField];
      return value ?? null;
    },
    [me],
  );

  const outcome = (variant: Notice['variant'], text: string) => {
    show(variant, text);
    void refetch();
  };

  return (
    <Card title={t('card.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{t('card.intro')}</CardIntro>
      {error && !data && <Banner variant="error">{t('card.loadFailed')}</Banner>}
      <CardParts>
        <CorrectionRequestForm recordValue={recordValue} onSubmitStart={clear} onOutcome={outcome} />
        <MyCorrectionRequests requests={data?.myCorrectionRequests ?? []} loading={loading && !data} onOutcome={outcome} />
      </CardParts>
    </Card>
  );
}
