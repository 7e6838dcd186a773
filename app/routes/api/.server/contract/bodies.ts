/**
 * The small JSON bodies of the API that have no panel form of their own: a reply, a status, a
 * logout. The routes validate with these and the OpenAPI document describes them.
 */
import { z } from "zod";

import { IMAGE_KINDS } from "~/lib/images";
import { REPLY_REQUIRED } from "~/lib/schemas/admin/reply";
import { whenMissing } from "~/lib/schemas/zod";
import { chooseOneOf, INQUIRY_STATUSES } from "~/lib/statuses";

export const replyBody = z.object({ reply_message: z.string({ error: whenMissing(REPLY_REQUIRED) }) }).meta({ id: "ReplyBody" });

export const inquiryStatusBody = z.object({ status: z.enum(INQUIRY_STATUSES, { error: chooseOneOf(INQUIRY_STATUSES) }) }).meta({ id: "InquiryStatusBody" });

export const logoutBody = z
  .object({
    accessToken: z
      .string({ error: whenMissing("accessToken is required") })
      .min(1, "accessToken is required")
      .max(500),
  })
  .meta({ id: "LogoutBody" });

const imageKinds = Object.keys(IMAGE_KINDS) as [keyof typeof IMAGE_KINDS, ...(keyof typeof IMAGE_KINDS)[]];

/** POST /api/upload/image/ (multipart/form-data); read field by field by the route. */
export const uploadForm = z
  .object({
    file: z.string().meta({ description: "The image (JPEG, PNG, GIF or WebP).", override: { type: "string", contentMediaType: "application/octet-stream" } }),
    category: z.enum(imageKinds).meta({ description: "Which kind of picture: it sets the stored size." }),
    width: z.number().int().optional().meta({ description: "800 for gallery, 1200 for portfolio and products, 1600 for blog; checked when sent." }),
    height: z.number().int().optional().meta({ description: "600 for gallery, 900 for portfolio and products, 1000 for blog; checked when sent." }),
  })
  .meta({ id: "ImageUpload" });
