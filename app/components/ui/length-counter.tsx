/**
 * A text's length against its limit, under its field (issue 32, defect 7): without JavaScript
 * the limit as a sentence ("At most 160 characters."); with it, a live "42 of 160" that turns red
 * past the limit. The field carries no maxLength, so a paste is never cut silently: the server
 * refuses a longer text with a message at the field.
 */
import { useEffect, useState } from "react";

import { lengthCounterCopy as copy } from "~/lib/copy/panel";

import { useHydrated } from "./use-hydrated";

export function LengthCounter({ inputId, max }: { inputId: string; max: number }) {
  const hydrated = useHydrated();
  const [length, setLength] = useState<number | null>(null);
  useEffect(() => {
    // Listened to on the document: the form may swap its field for a new element (Conform's key).
    const read = () => {
      const input = document.getElementById(inputId) as HTMLInputElement | HTMLTextAreaElement | null;
      if (input) setLength(input.value.trim().length);
    };
    // The typed-in element itself: another element with the same id elsewhere on the page is not it.
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLTextAreaElement | null;
      if (target?.id === inputId) setLength(target.value.trim().length);
    };
    const onReset = () => requestAnimationFrame(read);
    read();
    document.addEventListener("input", onInput);
    document.addEventListener("reset", onReset, true);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("reset", onReset, true);
    };
  }, [inputId]);
  const over = length !== null && length > max;
  return (
    <p
      id={`${inputId}-count`}
      className={`mt-1 text-xs ${over ? "font-semibold text-red-700 dark:text-red-300" : "text-rosewood-600 dark:text-rosewood-300"}`}
      aria-live="polite"
      data-length-counter
    >
      {hydrated && length !== null ? (over ? copy.over(length, max) : copy.count(length, max)) : copy.limit(max)}
    </p>
  );
}
