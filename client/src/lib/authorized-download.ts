import { useSessionStore } from './session-context';

/** The file name a response's Content-Disposition gives, else `fallback`. */
function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Saves a file of the portal's API that needs the signed-in account (a link cannot carry the bearer token):
 * fetched with the session's token, then handed to the browser as a download. Resolves false when it could
 * not be had (refused, offline); the caller says so.
 */
export function useAuthorizedDownload(): (url: string, fallbackName: string) => Promise<boolean> {
  const session = useSessionStore();
  return async (url, fallbackName) => {
    try {
      const token = await session.ensureAccessToken();
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) return false;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
      link.click();
      // The browser reads the blob when the download starts, after this turn.
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      return true;
    } catch {
      return false;
    }
  };
}
