import styled from 'styled-components';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { idImageRemovalText, type IdImageRemovalFacts, type IdImageRemovalReader } from '../id-image-removal-text';
import { usersMessages } from '../messages';

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * In place of a valid-ID image the retention rule deleted: when and under which rule, rather than a broken image or
 * "No valid ID uploaded.". The server sends the removal only while no image was uploaded since.
 */
export function IdImageRemovalNote({ removal, reader }: { removal: IdImageRemovalFacts; reader: IdImageRemovalReader }) {
  const t = useMessages(usersMessages);
  const locale = useLocale();
  return <StyledNote role="note">{idImageRemovalText(t, removal, reader, locale)}</StyledNote>;
}
