/**
 * What felt.ts puts in every page before the app's scripts (plain JavaScript: it runs in the
 * browser). It times from an input event's own timestamp (when the browser received the tap or
 * the key, so a tap queued behind a long task counts its wait) to the first frame after the page
 * shows the change: the DOM matching a condition, then requestAnimationFrame and a task (the
 * frame painted). A tap that changes nothing (the floor) ends at the first frame after its click
 * was handled, timed the same way. Results go to Node through the `__feltReport` binding, so
 * nothing polls the page inside the frames being timed.
 *
 * It also notes, for each load: when the first product tile was on screen, when the splash ended,
 * and the first tap that put something in the cart (taps on a tile before the app could take them
 * are lost; the first that takes effect is the one a person would see work).
 */
export const HARNESS = `(() => {
  const felt = (window.__felt = { armed: null, lastDown: null, firstTile: null, splashSeen: false, splashEnd: null, accepted: null });
  const report = (message) => window.__feltReport && window.__feltReport(JSON.stringify(message));
  const afterFrame = (cb) => requestAnimationFrame(() => setTimeout(() => cb(performance.now()), 0));
  const TILE = 'section ul > li > button:not([disabled])';
  const BADGE = 'section ul > li > button > span.absolute';

  function check() {
    const armed = felt.armed;
    if (!armed || armed.start === null || armed.ending || !armed.ready) return;
    let ok = false;
    try { ok = armed.test(); } catch { ok = false; }
    if (!ok) return;
    armed.ending = true;
    afterFrame((end) => {
      felt.armed = null;
      report({ kind: 'measure', label: armed.label, ms: end - armed.start });
    });
  }

  function onLoadMutations() {
    if (felt.firstTile === null && document.querySelector(TILE)) {
      felt.firstTile = -1;
      afterFrame((t) => { felt.firstTile = t; report({ kind: 'tile', at: t }); });
    }
    const splash = document.getElementById('splash');
    if (splash) felt.splashSeen = true;
    if (felt.splashSeen && felt.splashEnd === null && (!splash || splash.classList.contains('splash-hidden'))) {
      felt.splashEnd = performance.now();
      report({ kind: 'splash', at: felt.splashEnd });
    }
    if (felt.accepted === null && felt.lastDown !== null && document.querySelector(BADGE)) {
      const tap = felt.lastDown;
      felt.accepted = tap;
      afterFrame((t) => report({ kind: 'accepted', tap, shown: t }));
    }
  }

  new MutationObserver(() => { onLoadMutations(); check(); })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  /**
   * Arms one measure: the next trusted type event starts it; once a readyOn event has been
   * handled (the tap's click, the key's input), test() says whether the change shows.
   */
  felt.arm = (label, type, readyOn, test) => { felt.armed = { label, type, readyOn, test, start: null, ending: false, ready: false }; };

  const start = (event) => {
    if (event.isTrusted && (event.type === 'pointerdown' || event.type === 'mousedown')) felt.lastDown = event.timeStamp;
    const armed = felt.armed;
    if (!event.isTrusted || !armed || armed.start !== null || armed.type !== event.type) return;
    armed.start = event.timeStamp;
  };
  // Checked once the event's own handlers ran (the window's bubble phase comes after React's root).
  const handled = (event) => {
    const armed = felt.armed;
    if (!event.isTrusted || !armed || armed.start === null) return;
    if (event.type !== armed.readyOn) return;
    armed.ready = true;
    check();
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, true);
  for (const type of ['click', 'keydown', 'input']) addEventListener(type, handled, false);
})();`;
