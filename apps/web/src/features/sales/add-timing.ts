/**
 * How long adding an item to the cart takes, from the tap (or the scanner's Enter) to the frame
 * that shows it (under 50 ms with 5,000 items). Each add leaves a `pos:add-to-cart`
 * performance measure that the speed journey reads; a Performance panel shows them too.
 */
export const ADD_TO_CART_MEASURE = 'pos:add-to-cart';
const START = 'pos:add-start';
/** A day's adds at most: older measures go so the buffer never grows without end. */
const KEEP = 500;

/** A start with no cart change this soon after was not an add to this cart (another dialog's search). */
const STALE_MS = 5_000;

let pending = false;
let startedAt = 0;

export function markAddStart(): void {
  pending = true;
  startedAt = performance.now();
  performance.mark(START);
}

/** The scan found nothing: no add follows this start. */
export function cancelAddTiming(): void {
  pending = false;
}

/** Called when the cart changed: measures up to the next painted frame. */
export function measureAddIfPending(): void {
  if (!pending) return;
  pending = false;
  if (performance.now() - startedAt > STALE_MS) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (performance.getEntriesByName(ADD_TO_CART_MEASURE).length >= KEEP) {
        performance.clearMeasures(ADD_TO_CART_MEASURE);
      }
      performance.measure(ADD_TO_CART_MEASURE, START);
    }, 0),
  );
}
