/**
 * One image sent to /admin/media.json with its alt text, reporting upload progress (fetch cannot
 * report an upload's progress; XMLHttpRequest can). Resolves with the server's answer; a network
 * failure resolves as a refusal with `failedMessage`, so the caller shows one kind of outcome.
 */
export interface UploadedImageAnswer {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface MediaUploadAnswer {
  ok: boolean;
  messages: string[];
  uploaded: UploadedImageAnswer[];
}

export const MEDIA_UPLOAD_ENDPOINT = '/admin/media.json';

export function sendImage(file: File, alt: string, onProgress: (fraction: number) => void, failedMessage: string): Promise<MediaUploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set('alt', alt);
    body.set('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', MEDIA_UPLOAD_ENDPOINT);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as MediaUploadAnswer | null;
      resolve(answer && Array.isArray(answer.messages) ? answer : { ok: false, messages: [failedMessage], uploaded: [] });
    };
    request.onerror = () => resolve({ ok: false, messages: [failedMessage], uploaded: [] });
    request.send(body);
  });
}

/**
 * Tells the server a file was chosen: it starts its image worker while the alt text is typed, so
 * the upload does not wait for it. Best effort: a failure changes nothing but that wait.
 */
export function warmImageProcessing(): void {
  void fetch(MEDIA_UPLOAD_ENDPOINT, { method: 'POST', body: new URLSearchParams({ intent: 'warm' }) }).catch(() => undefined);
}
