/**
 * Uploads a file as the request body with XMLHttpRequest, whose upload events give the progress
 * that fetch cannot.
 */
export interface UploadResult<T> {
  status: number;
  body: T;
}

export function uploadFile<T>(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve({ status: request.status, body: body as T });
    };
    request.onerror = () => reject(Object.assign(new TypeError('upload failed'), { code: 'network-request-failed' }));
    request.send(file);
  });
}
