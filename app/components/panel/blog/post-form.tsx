/**
 * The blog post add/edit form. One multipart form: the featured image is either a file uploaded
 * with the post or the address of an image, so it works with JavaScript off. With JavaScript,
 * Conform checks the fields before sending and tags get the chip adder. Built the panel's one way
 * (../schema-form.tsx, docs/decisions/037): the fields, their labels and sections come from the
 * zod rules and the blog post's registry; this file draws the category, the status, the tags and
 * the featured image.
 */
import { useActionData, useNavigation } from "react-router";

import type { BlogPostContract } from "~/.server/journal/posts";
import { ImageFileInput, PendingImage } from "~/components/panel/content/image-field";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import type { PanelField } from "~/components/panel/fields";
import { RegistrySections, SECTION_LAYOUTS, summaryFields, useSchemaForm } from "~/components/panel/schema-form";
import { TagInput } from "~/components/panel/tag-input";
import { UploadForm } from "~/components/panel/upload-form";
import { useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass, SubmitButton, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import { BLOG_POST_FORM_SECTIONS, blogPostFormPlaces, blogPostLabelsEn } from "~/lib/copy/fields/blog-post";
import type { UploadHintLimits } from "~/lib/copy/panel";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import { BLOG_POST_STATUSES, type BlogPostFieldName, blogPostFormSchema } from "~/lib/schemas/admin/blog";

/** The post as the form starts from: the stored record (every field of the zod rules is read from it) and its translations. */
export type PostFormValues = Pick<BlogPostContract, BlogPostFieldName | "id"> & { translations?: Translations<"blog_post"> };

type Field = PanelField;

function SelectField({ field, label, children }: { field: Field; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
        {label}
      </label>
      <select
        key={field.key}
        id={field.id}
        name={field.name}
        {...useErrorFocus(field)}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        className={inputClass}
      >
        {children}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function PostForm({
  titleId,
  title,
  categories,
  post,
  submitLabel,
  upload,
}: {
  titleId: string;
  title: string;
  categories: { id: number; name: string }[];
  upload: UploadHintLimits;
  post?: PostFormValues;
  submitLabel: string;
}) {
  const actionData = useActionData<{ error?: string }>();
  const navigation = useNavigation();
  // The panel's one way (../schema-form.tsx): every field of the schema starts from the stored post.
  const [form, fields] = useSchemaForm({
    id: "blog-post-form",
    object: blogPostFormSchema,
    schema: blogPostFormSchema,
    record: post ?? null,
    blank: { status: "draft" },
  });
  const all = fields as unknown as Record<string, PanelField>;
  const errors = [...(form.errors ?? []), ...(navigation.state === "idle" && actionData?.error ? [actionData.error] : [])];

  return (
    <div className="max-w-3xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <UploadForm
        form={form}
        fields={summaryFields(all, blogPostFormSchema, { places: blogPostFormPlaces, before: { featured_image: ["image_file"] }, translations: "blog_post" })}
        errors={errors.length ? errors : undefined}
        className="mt-6 space-y-6"
      >
        <SubmissionKeyField />
        <RegistrySections
          sections={BLOG_POST_FORM_SECTIONS}
          places={blogPostFormPlaces}
          labels={blogPostLabelsEn}
          fields={all}
          layouts={{ image: SECTION_LAYOUTS.column }}
          autosave={{ form: "blog_post", id: post?.id ?? null }}
          custom={{
            category: (
              <SelectField field={fields.category} label={blogPostLabelsEn.category}>
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
            ),
            featured_image: (
              <div className="space-y-4">
                {post?.featured_image ? (
                  <div className="flex items-center gap-3">
                    <StoredImage
                      src={post.featured_image}
                      alt={post.featured_image_alt || post.title}
                      sizes="8rem"
                      className="h-20 w-32 rounded-lg object-cover"
                    />
                    <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                      Current image. Upload a file or change the address to replace it; clear the address to remove it.
                    </p>
                  </div>
                ) : null}
                <ImageFileInput field={all.image_file!} label="Upload image" optional upload={upload} kind="blog" />
                <PendingImage field={all.pending_image!} />
                <TextField field={fields.featured_image} label={blogPostLabelsEn.featured_image} optional placeholder="https://..." />
              </div>
            ),
            status: (
              <SelectField field={fields.status} label={blogPostLabelsEn.status}>
                {BLOG_POST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {panelBlogCopy.statusLabels[status]}
                  </option>
                ))}
              </SelectField>
            ),
            tags: (
              <div className="sm:col-span-2">
                <TagInput key={form.key} field={fields.tags} label={blogPostLabelsEn.tags} />
              </div>
            ),
          }}
        />
        <TranslationSections field={fields.translations} kind="blog_post" />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </UploadForm>
    </div>
  );
}
