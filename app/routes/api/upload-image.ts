/**
 * POST /api/upload/image/ (multipart: file, category, width, height): stores an image the way the
 * panel's forms do and answers {status, url, message}. The sizes come from the kind (gallery
 * 800x600, portfolio 1200x900, blog 1600x1000, products 1200x900); `width` and `height` are
 * accepted for the spec's client and must match when sent. Who may store which kind is the
 * permission table's (app/lib/permissions.ts `UPLOAD_ACTIONS`): managing a kind's records.
 */
import { ImageStorageError } from "~/.server/media/store";
import { acceptUploadedImage, uploadLimits, type UploadResult } from "~/.server/media/upload";
import { codeOfStatus } from "~/lib/api-error-codes";
import { IMAGE_KINDS, type ImageKind } from "~/lib/images";
import { can, UPLOAD_ACTIONS } from "~/lib/permissions";
import { isRequestBodyTooLarge, multipartBodyMaxBytes } from "~/routes/.server/body-limits";
import { requireApiUser } from "~/routes/api/.server/auth";
import { apiRoute } from "~/routes/api/.server/handler";
import { apiError, errorBody, forbidden, json } from "~/routes/api/.server/respond";

/** A refusal; `field` names the form field at fault. The route adds `url: null` to every error. */
const failed = (message: string, status = 400, field?: string) => json(errorBody(message, field ? { [field]: [message] } : {}, codeOfStatus(status)), status);

const handlers = apiRoute(
  {
    POST: async ({ request }) => {
      // Allowed to store some kind at all (before the form is read), then the kind sent.
      const user = requireApiUser(request, Object.values(UPLOAD_ACTIONS));
      if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
        return apiError(415, "Send the image as multipart/form-data with a `file` field.");
      }
      const tooLarge = () => failed(`The image is larger than ${uploadLimits().maxMegabytes} MB.`, 413, "file");
      if (Number(request.headers.get("Content-Length") ?? "0") > multipartBodyMaxBytes()) return tooLarge();

      let form: FormData;
      try {
        form = await request.formData();
      } catch (error) {
        return isRequestBodyTooLarge(error) ? tooLarge() : failed("The upload could not be read.");
      }
      const kind = String(form.get("category") ?? "");
      if (!Object.hasOwn(IMAGE_KINDS, kind)) return failed("category must be one of gallery, portfolio, blog or products.", 400, "category");
      if (!can(user, UPLOAD_ACTIONS[kind as ImageKind])) return forbidden();
      const size = IMAGE_KINDS[kind as ImageKind];
      for (const [field, expected] of [
        ["width", size.width],
        ["height", size.height],
      ] as const) {
        const sent = form.get(field);
        if (sent !== null && sent !== "" && Number(sent) !== expected) return failed(`${field} for ${kind} images is ${expected}.`, 400, field);
      }
      const file = form.get("file");
      if (!(file instanceof File)) return failed("Choose an image file to upload (field `file`).", 400, "file");
      let result: UploadResult;
      try {
        result = await acceptUploadedImage(file, kind as ImageKind);
      } catch (error) {
        // The server's storage failed (logged where it happened): a 500, not the file's fault.
        if (error instanceof ImageStorageError) return failed(error.message, 500);
        throw error;
      }
      if (!result.ok) return failed(result.message, 400, "file");
      return json({ status: true, url: result.url, message: "Image uploaded successfully" }, 201);
    },
  },
  { errorKeys: { url: null } },
);

export const loader = handlers.loader;
export const action = handlers.action;
