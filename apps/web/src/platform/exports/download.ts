import { http, settle, type RequestOptions } from '../http';

/**
 * The file name of a download from its Content-Disposition header (RFC 6266): the UTF-8
 * `filename*` wins over the plain `filename`, which may only hold ASCII.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || fallback;
}

export const isPdfName = (name: string) => /\.pdf$/i.test(name);

/** The file arrived as an envelope (an error): read it so the data layer can toast it. */
async function readEnvelope(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file of the API with the bearer token (spec 01 §7): the name comes from
 * Content-Disposition; a PDF opens in a new window instead. The window is opened before the
 * request, while the click still counts as a user gesture, or the browser would block it.
 * The server checks again at download time that the file is the user's.
 */
export async function downloadFile(url: string, expectedName = 'download', options: RequestOptions = {}): Promise<string> {
  const pdfWindow = isPdfName(expectedName) ? window.open('', '_blank') : null;
  try {
    // The job's url is absolute (/api/...); http's baseURL would double the prefix.
    const response = await http.get<Blob>(url, { baseURL: '', responseType: 'blob', validateStatus: () => true });
    if (response.status !== 200) settle(response.status, await readEnvelope(response.data), options);
    const name = fileNameFromDisposition(response.headers['content-disposition'] as string | undefined, expectedName);
    const blob = response.data;
    const objectUrl = URL.createObjectURL(blob);
    if (pdfWindow || blob.type === 'application/pdf') {
      if (pdfWindow) pdfWindow.location.href = objectUrl;
      else window.open(objectUrl, '_blank');
      // The new window keeps its own reference; ours can go once it has loaded.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } else {
      const anchor = document.createElement('a');
      anchor.href = objectUrl;
      anchor.download = name;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000); // after the download has started
    }
    return name;
  } catch (error) {
    pdfWindow?.close();
    if (error && typeof error === 'object' && 'statusCode' in error) throw error;
    return settle<string>(0, undefined, options); // no answer: 'Server error, please try again later'
  }
}
