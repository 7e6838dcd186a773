/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it accepts,
 * raw, with its envelope, and a small reader for those messages (headers, subject, text and HTML
 * parts). The email tests send through it and read what arrived.
 */
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from "smtp-server";

import { freePort } from "./free-port";
import { waitFor } from "./wait-for";

export { freePort };

export type ReceivedMail = {
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header lines as sent (unfolded), in order. */
  headerLines: string[];
  header(name: string): string[];
  subject: string;
  to: string;
  replyTo: string;
  messageId: string;
  text: string;
  html: string;
};

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(input.slice(index + 1, index + 3))) {
      bytes.push(parseInt(input.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) to text. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function splitHeaders(block: string): string[] {
  const lines: string[] = [];
  for (const line of block.split(/\r\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += ` ${line.trim()}`;
    else if (line) lines.push(line);
  }
  return lines;
}

function headerValues(lines: string[], name: string): string[] {
  const prefix = `${name.toLowerCase()}:`;
  return lines.filter((line) => line.toLowerCase().startsWith(prefix)).map((line) => line.slice(prefix.length).trim());
}

function decodeBody(headers: string[], body: string): string {
  const encoding = (headerValues(headers, "Content-Transfer-Encoding")[0] ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The text/plain and text/html parts of a message (one level of multipart is enough here). */
function readParts(headers: string[], body: string): { text: string; html: string } {
  const type = headerValues(headers, "Content-Type")[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const decoded = decodeBody(headers, body);
    return type.startsWith("text/html") ? { text: "", html: decoded } : { text: decoded, html: "" };
  }
  const result = { text: "", html: "" };
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith("--")) break;
    const separator = part.indexOf("\r\n\r\n");
    const partHeaders = splitHeaders(part.slice(0, separator).replace(/^\r\n/, ""));
    const partBody = part.slice(separator + 4).replace(/\r\n$/, "");
    const partType = headerValues(partHeaders, "Content-Type")[0] ?? "";
    const nested = readParts(partHeaders, partBody);
    if (partType.startsWith("text/plain")) result.text ||= nested.text;
    else if (partType.startsWith("text/html")) result.html ||= nested.html;
    else if (partType.startsWith("multipart/")) {
      result.text ||= nested.text;
      result.html ||= nested.html;
    }
  }
  return result;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const separator = raw.indexOf("\r\n\r\n");
  const headerLines = splitHeaders(raw.slice(0, separator));
  const body = raw.slice(separator + 4);
  const parts = readParts(headerLines, body);
  const header = (name: string) => headerValues(headerLines, name).map(decodeWords);
  return {
    raw,
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    headerLines,
    header,
    subject: header("Subject")[0] ?? "",
    to: header("To")[0] ?? "",
    replyTo: header("Reply-To")[0] ?? "",
    messageId: header("Message-ID")[0] ?? "",
    // SMTP carries CRLF; the tests compare with the "\n" the templates write.
    text: parts.text.replace(/\r\n/g, "\n"),
    html: parts.html.replace(/\r\n/g, "\n"),
  };
}

export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Every RCPT TO the server saw, accepted or not. */
  recipients: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  to(address: string): ReceivedMail[];
};

export type SinkOptions = {
  port?: number;
  /** Called with each complete message before the server answers; throw to refuse it. */
  beforeAccept?: (raw: string, session: SMTPServerSession) => Promise<"accept" | "drop"> | "accept" | "drop";
  /** Extra server options (auth, RCPT checks). */
  server?: Partial<SMTPServerOptions>;
};

export async function createSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  const recipients: string[] = [];
  let server: SMTPServer | null = null;

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      banner: "sadeli test sink",
      closeTimeout: 1_000,
      ...options.server,
      onRcptTo(address, session, callback) {
        recipients.push(address.address);
        if (options.server?.onRcptTo) return options.server.onRcptTo(address, session, callback);
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          Promise.resolve(options.beforeAccept ? options.beforeAccept(raw, session) : "accept")
            .then((verdict) => {
              if (verdict === "accept") messages.push(parseMail(raw, envelope));
              callback(verdict === "accept" ? null : new Error("Message dropped by the test"));
            })
            .catch((error: Error) => callback(error));
        });
      },
    });

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    async start() {
      if (server) return;
      server = makeServer();
      // A client killed mid-session makes socket errors: expected here.
      server.on("error", () => undefined);
      await new Promise<void>((resolve, reject) => {
        server!.server.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 5_000) {
      await waitFor(`${count} messages (received ${messages.length})`, () => messages.length >= count, { timeoutMs, everyMs: 20 });
      return messages;
    },
    to(address) {
      return messages.filter((message) => message.envelopeTo.includes(address));
    },
  };
  return sink;
}
