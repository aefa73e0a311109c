import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, CardIntro, CardParts, Loading, type Notice, NoticeBanner, useNotice } from '../../../ui';
import { MyErasureQuery } from '../api/erasure.graphql';
import { erasureMessages } from '../messages';
import { ErasurePlanView } from './erasure-plan-view';
import { ErasureRequestFormView } from './erasure-request-form';
import { MyErasureRequest } from './my-erasure-request';

/**
 * The Profile's "Erase My Data" (docs/architecture.md#privacy-erasure): what an erasure would erase and what it would
 * keep with each reason, then the resident's request and how it stands (Withdraw while it waits, the reason when
 * refused), or the form to ask.
 */
export function EraseMyDataCard() {
  const { data, loading, error, refetch } = useQuery(MyErasureQuery, { fetchPolicy: 'cache-and-network' });
  const { notice, show, clear } = useNotice();
  const t = useMessages(erasureMessages);
  const request = data?.myErasureRequest ?? null;

  const outcome = (variant: Notice['variant'], text: string) => {
    show(variant, text);
    void refetch();
  };

  return (
    <Card title={t('card.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <CardIntro>{t('card.intro')}</CardIntro>
      {loading && !data && <Loading />}
      {error && !data && <Banner variant="error">{t('plan.loadFailed')}</Banner>}
      {data && (
        <CardParts>
          <div>
            <ErasurePlanView plan={data.erasurePlan} />
          </div>
          {request && <MyErasureRequest request={request} onOutcome={outcome} />}
          {request?.status !== 'PENDING' && <ErasureRequestFormView onSubmitStart={clear} onOutcome={outcome} />}
        </CardParts>
      )}
    </Card>
  );
}
