import { randomUUID } from "node:crypto";

/** One part of a test multipart body: a text field, or a file (bytes, file name, declared type). */
export type FormPart =
  { field: string; value: string } | { field: string; fileName: string; data: Buffer; contentType?: string };

/** A multipart/form-data body with any number of text and file parts (names sent as UTF-8). */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----office${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`;
      chunks.push(Buffer.from(head), part.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A minimal valid PDF (header, catalog, empty page tree, trailer, `%%EOF`). */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
    "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n" +
    "trailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** Hostile payloads the upload checks must refuse. */
export const HOSTILE = {
  html: Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>"),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  ),
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(126), Buffer.from("PE\0\0"), Buffer.alloc(256)]),
};
