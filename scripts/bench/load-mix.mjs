// The realistic load: logged-in founders reading and saving their profile, 80 % reads, 20 % writes.
import autocannon from 'autocannon';
import { loggedInHeaders } from './lib.mjs';

/**
 * Records every response of an autocannon instance into `into`: its own time in ms, when it
 * arrived (ms since `startedAt`) and, when `into.statuses` is given, its status. autocannon's
 * histogram rounds to whole ms and, under overallRate, pads itself with synthetic samples at a
 * 1 ms interval, so its percentiles are not used.
 */
export function recordResponses(instance, into, startedAt = performance.now()) {
  instance.on('response', (_client, status, _bytes, milliseconds) => {
    into.latencies.push(milliseconds);
    into.at.push(performance.now() - startedAt);
    into.statuses?.push(status);
  });
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

export const startupBrief = {
  one_liner: 'Same-day freight for small merchants, booked over WhatsApp.',
  description: '<p>We pool parcels from small merchants onto trucks that would otherwise run <strong>half empty</strong>.</p>',
  vision: '<p>Every merchant ships as cheaply as a multinational.</p>',
  mission: '<p>Cut delivery costs by 30% for 10,000 merchants by 2028.</p>',
  problem: '<ul><li>Delivery costs up to 18% of order value.</li><li>Cash on delivery settles weeks later.</li></ul>',
  solution: '<ol><li>Booking over WhatsApp.</li><li>Load pooling across partner fleets.</li></ol>',
  unique_value: '<p>Arabic-first dispatch and next-day cash settlement.</p>',
  highlights: '<ul><li>1,200 active merchants</li><li>Revenue up 3× year on year</li></ul>',
};

const startupDetails = {
  name: 'Bench Labs',
  business_stage: 'early_revenue',
  sector: 'logistics',
  company_size: '11_50',
  financial_performance: '100k_1m',
  incorporation_type: 'llc',
  incorporation_date: '2022-03-15',
  country_of_incorporation: 'JO',
  headquarters: 'Amman, Jordan',
};

const read = (path) => ({ method: 'GET', path });
const save = (path, body) => ({ method: 'POST', path, headers: JSON_HEADERS, body: JSON.stringify(body) });

/** One round of a connection: 8 reads and 2 saves, interleaved as a founder editing the dashboard would. */
export function mixRequests() {
  return [
    read('/api/auth/session'),
    read('/api/startup/brief'),
    read('/api/profile/contact-details'),
    read('/api/startup/founders'),
    save('/dashboard/startup-brief', startupBrief),
    read('/api/startup/details'),
    read('/api/profile/personal-details'),
    read('/api/startup/fundraising'),
    read('/api/startup/program-preferences'),
    save('/startup/update-details', startupDetails),
  ];
}

/** Registers `count` founders; the load spreads its connections across them. */
export async function registerFounders(baseUrl, count) {
  const founders = [];
  for (let i = 0; i < count; i++) founders.push(await loggedInHeaders(baseUrl));
  return founders;
}

/** Sends each request of the mix once and fails unless all succeed, so the timed load measures real work. */
export async function probeMix(baseUrl, headers) {
  for (const request of mixRequests()) {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: { ...headers, ...request.headers },
      body: request.body,
    });
    const body = await response.json().catch(() => undefined);
    if (!response.ok || body?.success !== true) {
      throw new Error(`${request.method} ${request.path} answered ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

// autocannon's overallRate lets each connection send its whole per-second quota at the start of each
// second, in step with all others; staggered slices spread that burst over the second as real traffic is.
const SLICES = 20;

/**
 * Runs the mix at a fixed `rate` (req/s) for `seconds`: `connections` spread over SLICES staggered
 * autocannon instances and over `founders` (logged-in headers). See recordResponses for `latencies`, `at`, `statuses`.
 */
export async function runFixedRate({ baseUrl, founders, rate, seconds, connections = 40 }) {
  const responses = { latencies: [], at: [], statuses: [] };
  const startedAt = performance.now();
  // Never a slice with rate 0: autocannon reads overallRate 0 as "unlimited".
  const slices = Array.from({ length: Math.min(SLICES, rate) }, (_, index) => index);
  const results = await Promise.all(
    slices.map(async (index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / slices.length));
      const instance = autocannon({
        url: baseUrl,
        headers: founders[index % founders.length],
        requests: mixRequests(),
        connections: Math.max(1, Math.round(connections / slices.length)),
        overallRate: Math.floor(rate / slices.length) + (index < rate % slices.length ? 1 : 0),
        duration: seconds,
      });
      recordResponses(instance, responses, startedAt);
      return await instance; // the instance is also the promise of its result
    }),
  );
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  return {
    rate,
    seconds,
    achievedRate: responses.latencies.length / seconds,
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    ...latencySummary(responses.latencies),
    ...responses,
  };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export function latencySummary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
}

/** A run "holds" when every request succeeded in time and the server kept up with the rate. */
export function holds(run, p99LimitMs = 100) {
  return run.errors + run.timeouts + run.non2xx === 0 && run.p99 < p99LimitMs && run.achievedRate >= 0.97 * run.rate;
}
