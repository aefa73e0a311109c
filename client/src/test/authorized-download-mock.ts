import { beforeEach } from 'vitest';

// What a screen test's downloads ask for, in place of lib/authorized-download.ts (which needs the session's token and
// a browser to save the file). A test file swaps the module in with
//   vi.mock('<…>/lib/authorized-download', async () => (await import('<…>/test/authorized-download-mock')).authorizedDownloadModule);
// and reads `downloads`; `failDownloads()` makes the next ones fail. Both are reset before each test.

export const downloads: Array<{ url: string; name: string }> = [];
let downloadWorks = true;

export function failDownloads(): void {
  downloadWorks = false;
}

export const authorizedDownloadModule = {
  useAuthorizedDownload: () => (url: string, name: string) => {
    downloads.push({ url, name });
    return Promise.resolve(downloadWorks);
  },
};

beforeEach(() => {
  downloads.length = 0;
  downloadWorks = true;
});
