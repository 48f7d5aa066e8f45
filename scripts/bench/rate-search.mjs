// The highest fixed rate the app sustains within the latency goal: double until a step fails, then bisect.

const PRECISION = 0.1; // stop once the lowest failing rate is within 10 % of the highest holding one
const ROUND_TO = 50; // req/s
const MAX_STEPS = 8; // bounds the bench's run time whatever the machine does

const roundRate = (rate) => Math.max(ROUND_TO, Math.round(rate / ROUND_TO) * ROUND_TO);

/**
 * `tryRate(rate)` runs one step and resolves whether it held. Starts at `startRate` and never goes
 * above `ceiling` (the bare server's rate: the app cannot beat it). Resolves the highest rate that
 * held (0 when none did) and the steps taken.
 */
export async function findHighestHoldingRate({ tryRate, startRate, ceiling }) {
  const steps = [];
  let highestHeld = 0;
  let lowestFailed = Infinity;
  let rate = Math.min(roundRate(startRate), roundRate(ceiling));
  while (steps.length < MAX_STEPS) {
    const held = await tryRate(rate);
    steps.push({ rate, held });
    if (held) highestHeld = rate;
    else lowestFailed = rate;
    if (lowestFailed === Infinity) {
      if (rate >= roundRate(ceiling)) break;
      rate = Math.min(rate * 2, roundRate(ceiling));
      continue;
    }
    if (lowestFailed - highestHeld <= Math.max(ROUND_TO, PRECISION * highestHeld)) break;
    rate = roundRate((highestHeld + lowestFailed) / 2);
  }
  return { highestHeld, steps };
}
