/**
 * A small MIME reader, enough for the mails the server sends (nodemailer output): unfolds headers,
 * decodes RFC 2047 encoded words in the subject, walks multipart bodies and decodes quoted-printable and
 * base64 text parts as UTF-8.
 */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const out = { subject: "", text: "", html: "" };
  const { headers, body } = splitEntity(raw);
  out.subject = decodeEncodedWords(headers.get("subject") ?? "");
  walk(headers, body, out);
  return out;
}

type Headers = Map<string, string>;

function splitEntity(raw: string): { headers: Headers; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function walk(headers: Headers, body: string, out: { text: string; html: string }): void {
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const entity = splitEntity(part.replace(/^\n/, ""));
      walk(entity.headers, entity.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit");
  if (/^text\/html/i.test(contentType)) out.html += decoded;
  else if (/^text\//i.test(contentType)) out.text += decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
