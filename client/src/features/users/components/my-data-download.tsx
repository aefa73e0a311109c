import { useMessages } from '../../../lib/i18n/language-context';
import { ActionGroup, DownloadButton } from '../../../ui';
import { usersMessages } from '../messages';
import { StyledMutedText } from './muted-text';

/** The download's address (docs/architecture.md#privacy-rights); `?format=pdf` gives the same content as a PDF. */
export const MY_DATA_URL = '/api/auth/user/me/data/';

/**
 * "Download my data" on the resident's Profile: every record the portal keeps about them, as a JSON file for other
 * programs and as a PDF to read. `onFailed` puts the message where the page shows its notices.
 */
export function MyDataDownload({ onFailed }: { onFailed: (message: string) => void }) {
  const t = useMessages(usersMessages);
  const failed = () => onFailed(t('myData.failed'));
  return (
    <>
      <StyledMutedText>{t('myData.intro')}</StyledMutedText>
      <ActionGroup>
        <DownloadButton url={MY_DATA_URL} fileName="my-data.json" label={t('myData.json')} name={t('myData.jsonName')} onFailure={failed} />
        <DownloadButton url={`${MY_DATA_URL}?format=pdf`} fileName="my-data.pdf" label={t('myData.pdf')} name={t('myData.pdfName')} onFailure={failed} />
      </ActionGroup>
    </>
  );
}
