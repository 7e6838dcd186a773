/** A generated PDF as a download: its own safe file name, never cached by a shared cache. */
export function pdfDownload(pdf: Buffer, fileName: string): Response {
  // The name is made of [A-Za-z0-9.-] (quotationFileName); anything else is dropped all the same.
  const safe = fileName.replace(/[^A-Za-z0-9.-]/g, "") || "document.pdf";
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${safe}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
