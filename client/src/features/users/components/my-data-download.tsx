import { ActionGroup, DownloadButton } from '../../../ui';
import { StyledMutedText } from './muted-text';

/** The download's address (docs/architecture.md#privacy-rights); `?format=pdf` gives the same content as a PDF. */
export const MY_DATA_URL = '/api/auth/user/me/data/';

/** What the page says when a file could not be had. */
export const MY_DATA_FAILED = 'Your data could not be downloaded. Try again.';

/**
 * "Download my data" on the resident's Profile: every record the portal keeps about them, as a JSON file for other
 * programs and as a PDF to read. `onFailed` puts the message where the page shows its notices.
 */
export function MyDataDownload({ onFailed }: { onFailed: (message: string) => void }) {
  return (
    <>
      <StyledMutedText>
        A copy of every record the portal keeps about you: your profile, consents, document requests and their history,
        notifications, transfers, ID decisions, who viewed your data, your registry record, your correction requests and your sign-ins.
      </StyledMutedText>
      <ActionGroup>
        <DownloadButton url={MY_DATA_URL} fileName="my-data.json" label="Download JSON" name="Download JSON of my data" onFailure={() => onFailed(MY_DATA_FAILED)} />
        <DownloadButton url={`${MY_DATA_URL}?format=pdf`} fileName="my-data.pdf" label="Download PDF" name="Download PDF of my data" onFailure={() => onFailed(MY_DATA_FAILED)} />
      </ActionGroup>
    </>
  );
}
