/** Colour scheme: an explicit choice, or "system" to follow the operating system. */
export type Theme = "light" | "dark" | "system";
export const isExplicitTheme = (value: unknown): value is "light" | "dark" => value === "light" || value === "dark";
