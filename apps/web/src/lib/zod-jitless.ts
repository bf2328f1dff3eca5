/**
 * zod compiles object parsers with `new Function` where it can. Our CSP (script-src without
 * 'unsafe-eval', apps/api/src/plugins/security.ts) forbids that, so zod falls back to its plain
 * parsers anyway; but its probe, though caught, is reported as a CSP violation on every screen
 * that parses an answer (Lighthouse: "Issues were logged in the Issues panel"). Jitless from the
 * start skips the probe. zod keeps its configuration on this global and reads it when it loads,
 * so the entries set it here without loading zod (lib/zod-jitless.test.ts checks zod sees it).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
