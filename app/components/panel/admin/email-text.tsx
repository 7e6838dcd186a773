/** An email address that may wrap after its local part (before the "@"), never inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 1) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
