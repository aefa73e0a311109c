import { useSessionStore } from './session-context';

/** The answer to an upload: its HTTP status and its JSON body (null when it had none or it was not JSON). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** Told how much of the body has gone, from 0 to 1, while it is sent. */
export type UploadProgress = (sent: number) => void;

export type AuthorizedUpload = (url: string, form: FormData, onProgress: UploadProgress) => Promise<UploadAnswer>;

/**
 * Sends a multipart form to the portal's API as the signed-in account, telling how much of it has gone. XMLHttpRequest
 * rather than fetch: only it reports an upload's progress, which a large spreadsheet needs. Resolves status 0 when
 * the network failed; the caller says so.
 */
export function useAuthorizedUpload(): AuthorizedUpload {
  const session = useSessionStore();
  return async (url, form, onProgress) => {
    const token = await session.ensureAccessToken();
    return await new Promise<UploadAnswer>((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => resolve({ status: request.status, body: jsonOf(request.responseText) });
      request.onerror = () => resolve({ status: 0, body: null });
      request.send(form);
    });
  };
}

function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
