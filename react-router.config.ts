import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server: visitors with JavaScript degraded get full content.
  ssr: true,
} satisfies Config;
