/**
 * The upload corpus (issue 7, item 6): files that are not what they claim, polyglots, SVG with
 * script, decompression bombs, truncated images, hostile file names and oversized bodies, sent to
 * POST /api/upload/image/ and to every panel form that takes an image. Each is refused with a 4xx,
 * leaves no file and no row behind, and the process stays alive. On a server of its own
 * (tests/support/hostile-server.ts), so the uploads folder is nobody else's.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";

import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";

import { expect, type HostileServer, test } from "../support/hostile-server";

type Upload = { label: string; name: string; mimeType: string; buffer: Buffer };

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few tens of kilobytes that decodes to 20000 × 20000 pixels (a decompression bomb). */
function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header claims 20000 × 20000. */
function jpegBomb(jpeg: Buffer): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && copy[i + 1]! >= 0xc0 && copy[i + 1]! <= 0xc2) {
      copy.writeUInt16BE(20_000, i + 5);
      copy.writeUInt16BE(20_000, i + 7);
      return copy;
    }
  }
  throw new Error("no frame header in the JPEG");
}

/** A GIF whose logical screen and one frame claim 20000 × 20000. */
function gifBomb(): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(20_000, 0);
  screen.writeUInt16LE(20_000, 2);
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(20_000, 5);
  image.writeUInt16LE(20_000, 7);
  return Buffer.concat([Buffer.from("GIF89a"), screen, image, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]);
}

const SVG_SCRIPT = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1"><script>window.__xss=1</script><rect width="10" height="10"/></svg>`;
const HTML = "<!doctype html><html><body><script>window.__xss=1</script><img src=x onerror=alert(1)></body></html>";

async function corpus(): Promise<{ refused: Upload[]; png: Buffer }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 140, g: 80, b: 30 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 80, b: 130 } } })
    .jpeg()
    .toBuffer();
  const tiff = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#804020" } })
    .tiff()
    .toBuffer();
  const bigJpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6a3a1a", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .jpeg()
    .toBuffer();
  const bigPng = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#6a3a1a", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const refused: Upload[] = [
    { label: "text named .jpg", name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is not a picture of a box.\n") },
    { label: "HTML named .png", name: "page.png", mimeType: "image/png", buffer: Buffer.from(HTML) },
    { label: "an empty file", name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    {
      label: "GIF header + script (polyglot)",
      name: "poly.gif",
      mimeType: "image/gif",
      buffer: Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;window.__xss=1;//${HTML}`, "latin1"),
    },
    {
      label: "JPEG magic + HTML (polyglot)",
      name: "poly.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
    },
    { label: "PNG signature + HTML (polyglot)", name: "poly.png", mimeType: "image/png", buffer: Buffer.concat([png.subarray(0, 8), Buffer.from(HTML)]) },
    { label: "SVG with script", name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SVG_SCRIPT) },
    { label: "SVG with script named .png", name: "logo.png", mimeType: "image/png", buffer: Buffer.from(SVG_SCRIPT) },
    { label: "PNG that decodes to 20000x20000", name: "bomb.png", mimeType: "image/png", buffer: pngBomb() },
    { label: "JPEG that claims 20000x20000", name: "bomb.jpg", mimeType: "image/jpeg", buffer: jpegBomb(jpeg) },
    { label: "GIF that claims 20000x20000", name: "bomb.gif", mimeType: "image/gif", buffer: gifBomb() },
    { label: "truncated JPEG", name: "cut.jpg", mimeType: "image/jpeg", buffer: bigJpeg.subarray(0, Math.floor(bigJpeg.length / 2)) },
    { label: "truncated PNG", name: "cut.png", mimeType: "image/png", buffer: bigPng.subarray(0, Math.floor(bigPng.length / 2)) },
    { label: "a TIFF (not an allowed type)", name: "scan.tiff", mimeType: "image/tiff", buffer: tiff },
    {
      label: "a PDF named .jpg",
      name: "doc.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"),
    },
    { label: "path traversal name, not an image", name: "../../etc/passwd", mimeType: "image/png", buffer: Buffer.from("root:x:0:0:root:/root:/bin/bash\n") },
    { label: "backslash traversal name, not an image", name: "..\\..\\..\\x.png", mimeType: "image/png", buffer: Buffer.from(HTML) },
    { label: "NUL in the name, not an image", name: "evil.php\u0000.png", mimeType: "image/png", buffer: Buffer.from("<?php system($_GET['c']); ?>") },
    { label: "a 5000-character name, not an image", name: `${"n".repeat(5000)}.png`, mimeType: "image/png", buffer: Buffer.from(HTML) },
    {
      label: "11 MB (over the 10 MB limit) behind a JPEG header",
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(11 * 1024 * 1024, 7)]),
    },
  ];
  return { refused, png };
}

/** The image forms of the panel, each with valid fields: only the file is wrong. */
const PANEL_FORMS: { url: string; table: string; fields: Record<string, string> }[] = [
  {
    url: "/panel/products/new",
    table: "products",
    fields: { title: "Upload test lamp", category: "1", price: "3200", description: "A lamp base.", is_available: "on" },
  },
  { url: "/panel/gallery/new", table: "gallery_items", fields: { title: "Upload test panel", category: "1", description: "A panel.", is_available: "on" } },
  {
    url: "/panel/portfolio/new",
    table: "portfolio_items",
    fields: { title: "Upload test lobby", category: "1", description: "A hotel lobby.", is_public: "on" },
  },
  { url: "/panel/blog/new", table: "blog_posts", fields: { title: "Upload test post", category: "1", content: "A paragraph.", status: "draft" } },
];

function multipart(fields: Record<string, string>, fileField: string, upload: Upload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(fileField, new Blob([new Uint8Array(upload.buffer)], { type: upload.mimeType }), upload.name);
  return form;
}

/** Every file of the data folder except the database's own. */
function dataFiles(hostile: HostileServer): string[] {
  const dir = hostile.server.dataDir;
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !/^app\.db/.test(entry.name) && entry.name !== "session-secret")
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function expectRefused(hostile: HostileServer, label: string, send: () => Promise<{ status: number; body: string }>) {
  const before = hostile.snapshot();
  const files = dataFiles(hostile);
  const { status, body } = await send();
  expect.soft(status, `${label}: a 4xx (${body.slice(0, 160)})`).toBeGreaterThanOrEqual(400);
  expect.soft(status, `${label}: a 4xx (${body.slice(0, 160)})`).toBeLessThan(500);
  expect
    .soft(
      dataFiles(hostile).filter((file) => !files.includes(file)),
      `${label}: no file left`,
    )
    .toEqual([]);
  expect.soft(hostile.changed(before), `${label}: no row written`).toEqual([]);
  expect(await hostile.healthy(), `${label}: the process is alive`).toBe(true);
}

async function post(context: APIRequestContext, url: string, form: FormData, headers: Record<string, string> = {}) {
  const response = await context.fetch(url, { method: "POST", multipart: form, headers, maxRedirects: 0, failOnStatusCode: false, timeout: 60_000 });
  return { status: response.status(), body: await response.text() };
}

test("POST /api/upload/image/ refuses every file of the corpus with a 4xx and keeps nothing", async ({ hostile }) => {
  test.setTimeout(120_000);
  const { refused, png } = await corpus();
  const { context, token } = await hostile.admin();
  const auth = { Authorization: `Bearer ${token}` };

  // The control: a real image is stored (so "no file left" below is a real check).
  const good = await post(
    context,
    "/api/upload/image/",
    multipart({ category: "products" }, "file", { label: "png", name: "box.png", mimeType: "image/png", buffer: png }),
    auth,
  );
  expect(good.status, good.body).toBe(201);
  expect(hostile.uploads().length).toBeGreaterThan(0);

  for (const upload of refused) {
    await expectRefused(hostile, `API, ${upload.label}`, async () => {
      const answer = await post(context, "/api/upload/image/", multipart({ category: "gallery" }, "file", upload), auth);
      expect.soft(JSON.parse(answer.body), `API, ${upload.label}: a JSON refusal`).toMatchObject({ status: false, url: null });
      return answer;
    });
  }

  // Malformed requests around the file.
  await expectRefused(hostile, "API, unknown category", () =>
    post(context, "/api/upload/image/", multipart({ category: "../../etc" }, "file", { label: "", name: "a.png", mimeType: "image/png", buffer: png }), auth),
  );
  await expectRefused(hostile, "API, category __proto__", () =>
    post(context, "/api/upload/image/", multipart({ category: "__proto__" }, "file", { label: "", name: "a.png", mimeType: "image/png", buffer: png }), auth),
  );
  await expectRefused(hostile, "API, file sent as text", async () => {
    const form = new FormData();
    form.append("category", "products");
    form.append("file", png.toString("latin1"));
    return post(context, "/api/upload/image/", form, auth);
  });
  await expectRefused(hostile, "API, a broken multipart body", async () => {
    const response = await context.fetch("/api/upload/image/", {
      method: "POST",
      headers: { ...auth, "Content-Type": "multipart/form-data; boundary=XYZ" },
      data: Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG unterminated'),
      failOnStatusCode: false,
    });
    return { status: response.status(), body: await response.text() };
  });
  await expectRefused(hostile, "API, 40 MB declared and sent", () =>
    post(
      context,
      "/api/upload/image/",
      multipart({ category: "products" }, "file", { label: "", name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(40 * 1024 * 1024, 1) }),
      auth,
    ),
  );
  await expectRefused(hostile, "API, 12 MB chunked (no Content-Length)", () => chunkedUpload(hostile.url, token, 12 * 1024 * 1024));
});

/** A multipart upload streamed with Transfer-Encoding: chunked, so no Content-Length warns the server. */
function chunkedUpload(baseUrl: string, token: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const boundary = "hostileboundary";
    const request = http.request(`${baseUrl}/api/upload/image/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may answer and close before everything is sent: that is a refusal too.
    request.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "EPIPE" || error.code === "ECONNRESET" ? resolve({ status: 413, body: `connection closed early (${error.code})` }) : reject(error),
    );
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nproducts\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 3);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

test("the panel's image forms refuse every file of the corpus with a 4xx and keep nothing", async ({ hostile }) => {
  test.setTimeout(150_000);
  const { refused } = await corpus();
  const { context } = await hostile.admin();
  for (const form of PANEL_FORMS) {
    for (const upload of refused) {
      await expectRefused(hostile, `${form.url}, ${upload.label}`, () => post(context, form.url, multipart(form.fields, "image_file", upload)));
    }
    await expectRefused(hostile, `${form.url}, 40 MB`, () =>
      post(
        context,
        form.url,
        multipart(form.fields, "image_file", { label: "", name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(40 * 1024 * 1024, 1) }),
      ),
    );
  }
});

test("a hostile file name never names a stored file: a real image is stored under a name the server makes", async ({ hostile }) => {
  const { png } = await corpus();
  const { context, token } = await hostile.admin();
  for (const name of [
    "../../escape.png",
    "..\\..\\escape.png",
    "/etc/cron.d/escape.png",
    "escape\u0000.png",
    `${"e".repeat(4000)}.png`,
    "<script>x</script>.png",
  ]) {
    const files = dataFiles(hostile);
    const answer = await post(
      context,
      "/api/upload/image/",
      multipart({ category: "gallery" }, "file", { label: name, name, mimeType: "image/png", buffer: png }),
      { Authorization: `Bearer ${token}` },
    );
    expect(answer.status, answer.body).toBe(201);
    const url = (JSON.parse(answer.body) as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{24}-\d+w\.webp$/);
    const added = dataFiles(hostile).filter((file) => !files.includes(file));
    expect(added.length, name.slice(0, 40)).toBeGreaterThan(0);
    for (const file of added) expect(file, `stored as ${file}`).toMatch(/^uploads\/gallery\/[0-9a-f]{24}-\d+w\.(webp|avif)$/);
    // Re-encoded: what is served is a WebP, not the bytes that were sent.
    const served = await context.get(url);
    expect(served.headers()["content-type"]).toBe("image/webp");
  }
  expect(fs.existsSync(path.resolve(hostile.uploadsDir, "../../escape.png"))).toBe(false);
  expect(fs.existsSync(path.resolve(hostile.server.dataDir, "escape.png"))).toBe(false);
});

/**
 * A client that sends its whole body before it reads (most do) must get the early 413 and its
 * message, not a reset connection: the server reads the rest of the body before it closes.
 * A raw socket shows it: nothing is read until the last byte is written.
 */
function uploadWholeBodyThenRead(baseUrl: string, token: string, bytes: number): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    const boundary = "wholebodyboundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nproducts\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + bytes + Buffer.byteLength(tail);
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    const done = (error?: string) => resolve({ answer: Buffer.concat(received).toString("utf8"), error });
    socket.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    socket.on("connect", () => {
      socket.write(
        `POST /api/upload/image/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`,
      );
      socket.write(Buffer.alloc(bytes, 7));
      socket.write(tail, () => {
        // Only now does the client read.
        socket.on("data", (chunk: Buffer) => received.push(chunk));
        socket.on("end", () => done());
      });
    });
  });
}

test("an oversized upload sent whole before reading gets the 413 and its message, not a reset", async ({ hostile }) => {
  const { token } = await hostile.admin();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { answer, error } = await uploadWholeBodyThenRead(hostile.url, token, 12 * 1024 * 1024);
    expect(error, answer).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain("The image is larger than 10 MB.");
  }
  expect(await hostile.healthy()).toBe(true);
});
