import { useMutation } from '@apollo/client/react';
import { ErrorReason, PRIVACY_NOTICE_FORMAT_HINT } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { privacyNoticePathFor, privacyPaths } from '../paths';
import { graphqlErrorInfo, serverFieldErrors } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, ConfirmDialog, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useNotice, useZodForm } from '../../../ui';
import { PrivacyNoticeQuery, PrivacyNoticeVersionsQuery, PublishPrivacyNoticeMutation } from '../api/privacy.graphql';
import { privacyMessages } from '../messages';
import { NOTICE_SERVER_FIELDS, noticeFormSchema, type NoticeFormValues } from '../privacy-form';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Field = formFields<NoticeFormValues>();

export interface PrivacyNoticeEditorProps {
  /** The version in force and its text, which editing starts from. */
  current: { version: number; text: string };
  /** Reads the version in force again: another was published while this one was being edited. */
  onStale: () => Promise<unknown>;
}

/**
 * The notice in force, edited and published as the next version after a confirmation that residents will be asked to
 * agree again. Someone else's publication meanwhile is refused by the server: the text typed stays, the screen reads the
 * new version in force, and the message links to it so its changes can be brought in before publishing again.
 */
export function PrivacyNoticeEditor({ current, onStale }: PrivacyNoticeEditorProps) {
  const t = useMessages(privacyMessages);
  const form = useZodForm(noticeFormSchema, { text: current.text });
  const { notice, show, clear } = useNotice();
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState<NoticeFormValues | null>(null);
  const [publish, { loading: publishing }] = useMutation(PublishPrivacyNoticeMutation, {
    // The screen, the public page and the gate read the notice in force; the list gains a row.
    refetchQueries: [{ query: PrivacyNoticeQuery, variables: { version: null } }, { query: PrivacyNoticeVersionsQuery }],
    awaitRefetchQueries: true,
  });
  const next = current.version + 1;

  const confirmPublish = async (values: NoticeFormValues) => {
    try {
      const { data } = await publish({ variables: { input: { text: values.text, basedOnVersion: current.version } } });
      setConfirming(null);
      setStale(false);
      if (data) form.reset({ text: data.publishPrivacyNotice.text });
      show('success', t('manager.published', { version: data?.publishPrivacyNotice.version ?? next }));
    } catch (failure) {
      setConfirming(null);
      const info = graphqlErrorInfo(failure);
      setServerFieldErrors(form.setError, serverFieldErrors(failure), NOTICE_SERVER_FIELDS);
      const publishedMeanwhile = info.reason === ErrorReason.PRIVACY_NOTICE_CHANGED;
      show('error', (publishedMeanwhile && info.fields.basedOnVersion?.[0]) || t('manager.publishFailed'));
      if (publishedMeanwhile) {
        setStale(true);
        await onStale();
      }
    }
  };

  return (
    <>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <p>{t('manager.editorIntro', { version: current.version, next })}</p>
      {stale && (
        <p><Link to={privacyNoticePathFor(current.version)} target="_blank" rel="noopener">{t('manager.readNew', { version: current.version })}</Link></p>
      )}
      <ZodForm form={form} busy={publishing} onValid={(values) => setConfirming(values)} onInvalid={clear} aria-label={t('manager.editorTitle')}>
        <Field.TextArea name="text" label={t('manager.textLabel')} rows={18} hint={PRIVACY_NOTICE_FORMAT_HINT} spellCheck />
        <StyledActions>
          <Button type="submit" disabled={publishing}>{t('manager.publish', { version: next })}</Button>
          <Link to={privacyPaths.notice} target="_blank" rel="noopener">{t('manager.preview')}</Link>
        </StyledActions>
      </ZodForm>
      <ConfirmDialog
        open={confirming !== null}
        title={t('manager.confirmTitle')}
        message={t('manager.confirmMessage', { version: next })}
        confirmLabel={t('manager.confirmLabel')}
        cancelLabel={t('manager.cancelLabel')}
        busy={publishing}
        busyLabel={t('manager.publishing')}
        onConfirm={() => (confirming ? confirmPublish(confirming) : undefined)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
