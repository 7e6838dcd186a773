/** The part of autocannon 8's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Options = {
    url: string;
    connections?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    idReplacement?: boolean;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  /** A promise of the result that is also an event emitter ("response" once per answer). */
  export type Instance = Promise<Result> & { on(event: "response", listener: (...args: unknown[]) => void): Instance };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
