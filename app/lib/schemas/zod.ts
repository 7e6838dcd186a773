/**
 * zod for every schema of the site. Jitless: zod would otherwise probe `new Function` in the
 * browser to compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses
 * and reports as a violation on every page that loads a form.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
