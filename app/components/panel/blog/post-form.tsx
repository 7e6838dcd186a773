/**
 * The blog post add/edit form. One multipart form: the featured image is either a file uploaded
 * with the post or the address of an image, so it works with JavaScript off. With JavaScript,
 * Conform checks the fields before sending and tags get the chip adder.
 */
import { useActionData, useNavigation } from "react-router";

import { ImageFileInput, PendingImage } from "~/components/panel/content/image-field";
import { TranslationSections, translationSummaryFields } from "~/components/panel/content/translation-sections";
import { CheckboxField, type PanelField } from "~/components/panel/fields";
import { useSchemaForm } from "~/components/panel/schema-form";
import { TagInput } from "~/components/panel/tag-input";
import { UploadForm } from "~/components/panel/upload-form";
import { useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import type { UploadHintLimits } from "~/lib/copy/panel";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import { BLOG_POST_STATUSES, blogPostFormSchema, DEFAULT_READING_TIME, META_DESCRIPTION_MAX } from "~/lib/schemas/admin/blog";

export type PostFormValues = {
  title: string;
  slug: string;
  category: number;
  excerpt: string;
  content: string;
  featured_image: string;
  featured_image_alt: string;
  status: string;
  is_featured: boolean;
  tags: string;
  meta_description: string;
  reading_time: number;
  translations?: Translations<"blog_post">;
};

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
  const errors = [...(form.errors ?? []), ...(navigation.state === "idle" && actionData?.error ? [actionData.error] : [])];

  return (
    <div className="max-w-3xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <UploadForm
        form={form}
        fields={[
          fields.title,
          fields.slug,
          fields.category,
          fields.excerpt,
          fields.content,
          fields.image_file,
          fields.featured_image,
          fields.featured_image_alt,
          fields.status,
          fields.reading_time,
          fields.tags,
          fields.meta_description,
          ...translationSummaryFields(fields.translations, "blog_post"),
        ]}
        errors={errors.length ? errors : undefined}
        className="mt-6 space-y-5"
      >
        <SubmissionKeyField />
        <TextField field={fields.title} label="Title" />
        <TextField field={fields.slug} label="Slug" optional hint="Leave blank to build it from the title. Lowercase letters, digits and hyphens." />
        <SelectField field={fields.category} label="Category">
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField field={fields.excerpt} label="Excerpt" rows={2} optional />
        <div>
          <TextAreaField field={fields.content} label="Content" rows={12} />
          <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
            Lines starting with &quot;# &quot;, &quot;## &quot; or &quot;### &quot; are headings, &quot;- &quot; bullets, &quot;1. &quot; numbered items; a
            blank line starts a new paragraph.
          </p>
        </div>

        <fieldset className="space-y-4 rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700">
          <legend className="px-1 text-sm font-semibold">Featured image</legend>
          {post?.featured_image ? (
            <div className="flex items-center gap-3">
              <StoredImage src={post.featured_image} alt={post.featured_image_alt || post.title} sizes="8rem" className="h-20 w-32 rounded-lg object-cover" />
              <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                Current image. Upload a file or change the address to replace it; clear the address to remove it.
              </p>
            </div>
          ) : null}
          <ImageFileInput field={fields.image_file} label="Upload image" optional upload={upload} kind="blog" />
          <PendingImage field={fields.pending_image} />
          <TextField field={fields.featured_image} label="Image URL" optional placeholder="https://..." />
          <TextField field={fields.featured_image_alt} label="Image alt text" optional />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField field={fields.status} label="Status">
            {BLOG_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {panelBlogCopy.statusLabels[status]}
              </option>
            ))}
          </SelectField>
          <TextField
            field={fields.reading_time}
            label="Reading time (minutes)"
            type="number"
            min={1}
            step={1}
            placeholder={String(DEFAULT_READING_TIME)}
            hint={`Blank means ${DEFAULT_READING_TIME} minutes.`}
          />
        </div>
        <CheckboxField field={fields.is_featured} label="Featured" />
        <TagInput key={form.key} field={fields.tags} label="Tags" />
        <TextAreaField field={fields.meta_description} label="Meta description" rows={2} optional />
        <p className="-mt-4 text-xs text-rosewood-600 dark:text-rosewood-300">Shown by search engines. At most {META_DESCRIPTION_MAX} characters.</p>
        <TranslationSections field={fields.translations} kind="blog_post" />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </UploadForm>
    </div>
  );
}
