/**
 * The search box of a list (public or panel): a labelled `q` field that shows the current
 * search and starts again from it when the search changes (key). Each toolbar gives its look.
 */
export function SearchField({
  label,
  q,
  placeholder,
  className,
  inputClassName,
}: {
  label: string;
  q: string;
  placeholder?: string;
  className: string;
  inputClassName: string;
}) {
  return (
    <label className={className}>
      <span className="text-sm font-medium">{label}</span>
      <input type="search" name="q" defaultValue={q} key={q} placeholder={placeholder} maxLength={100} className={`mt-1 block w-full ${inputClassName}`} />
    </label>
  );
}
