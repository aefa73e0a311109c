import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { uiMessages } from './messages';

const StyledLoading = styled.p`
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

export function Loading({ text }: { text?: string }) {
  const t = useMessages(uiMessages);
  return <StyledLoading role="status">{text ?? t('loading')}</StyledLoading>;
}
