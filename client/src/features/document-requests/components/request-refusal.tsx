import styled from 'styled-components';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner } from '../../../ui';
import { documentRequestsMessages, type DocumentRequestsTranslate } from '../messages';

const StyledMessages = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

/**
 * What a refused submission says: the server's field messages (they name the fields) or its message, else the
 * generic text (docs/rules/documents.md#request-document-modal).
 */
export function refusalMessages(t: DocumentRequestsTranslate, caught: unknown): string[] {
  const info = graphqlErrorInfo(caught);
  const fieldMessages = Object.values(info.fields).flat();
  return fieldMessages.length > 0 ? fieldMessages : [info.message ?? t('submitFailed')];
}

/** The refusal of a submission: one message as it is, several listed under the generic text. */
export function RequestRefusal({ messages }: { messages: readonly string[] }) {
  const t = useMessages(documentRequestsMessages);
  return (
    <Banner variant="error">
      {messages.length === 1 ? messages[0] : (
        <>
          {t('submitFailed')}
          <StyledMessages>{messages.map((message) => <li key={message}>{message}</li>)}</StyledMessages>
        </>
      )}
    </Banner>
  );
}
