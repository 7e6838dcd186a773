/** A WhatsApp click-to-chat link with a prefilled message, or null when no number is set. */
export function whatsappLink(number: string, message: string): string | null {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?${new URLSearchParams({ text: message })}`;
}
