import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { usersMessages } from '../messages';
import { StyledMutedText } from './muted-text';

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: ${({ theme }) => theme.sizes.modalWidth};
  object-fit: contain;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.sizes.modalWidth};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledLinkRow = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
`;

export interface ValidIdPreviewProps {
  url: string | null;
  mediaType: string | null;
  ownerName: string;
}

/**
 * The uploaded valid ID: an image is shown, a PDF is shown in a frame of the portal's own file link (the
 * portal's policy forbids <object>/<embed>; that one route may be framed by the portal), and either can be
 * opened in a new tab. The link is short-lived (the server signs it for a few minutes), so it is fetched
 * with the details each time.
 */
export function ValidIdPreview({ url, mediaType, ownerName }: ValidIdPreviewProps) {
  const t = useMessages(usersMessages);
  if (!url) return <StyledMutedText>{t('validId.none')}</StyledMutedText>;
  const isPdf = mediaType === 'application/pdf';
  // A browser that says it has no PDF viewer would download the file into the frame instead of showing it.
  const framesPdf = navigator.pdfViewerEnabled !== false;
  return (
    <div>
      {isPdf ? (
        framesPdf
          ? <StyledFrame src={url} title={t('validId.frameTitle', { name: ownerName })} />
          : <StyledMutedText>{t('validId.cannotShowPdf')}</StyledMutedText>
      ) : (
        <StyledImage src={url} alt={t('validId.imageAlt', { name: ownerName })} />
      )}
      <StyledLinkRow>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t(isPdf ? 'validId.openPdf' : 'validId.openImage')}
        </a>
      </StyledLinkRow>
    </div>
  );
}
