/**
 * /uploads: the renditions the server made (app/lib/images.ts names them), and nothing else
 * that may land in the folder. They are stored under server-made names and never change in
 * place. A phone's AVIF copy not on disk yet (an image stored before such copies were made,
 * until the sweep makes them) is answered with a redirect to a WebP of the same image, never a
 * 404: a <picture> does not fall back to its <img> when the chosen <source> fails.
 */
import express, { type RequestHandler } from "express";

import { parseRendition, webpInsteadOf } from "../app/lib/images";

export function uploadedImages(uploadsDir: string): RequestHandler[] {
  const notFound: RequestHandler = (_request, response) => void response.status(404).type("text/plain").send("Not found");
  const ours: RequestHandler = (request, response, next) => (parseRendition(`/uploads${request.path}`) ? next() : notFound(request, response, next));
  const instead: RequestHandler = (request, response, next) => {
    const webp = webpInsteadOf(`/uploads${request.path}`);
    if (!webp) return next();
    // Not cached: once the AVIF is made, the next visit gets it.
    response.set("Cache-Control", "no-store").redirect(307, webp);
  };
  return [ours, express.static(uploadsDir, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny" }), instead, notFound];
}
