import { readFileSync } from 'node:fs';

/*
 * `node --import tsx src/profile-summary.ts <file.cpuprofile> [sales] [top]`: self time of a V8
 * CPU profile by function and by file or package, the top ones first; with `sales` (how many
 * requests the profile covers) also in milliseconds per request. Idle and GC are listed apart.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, salesArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [sales] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const sales = Number(salesArg ?? 0);
const top = Number(topArg ?? 40);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** node_modules/<package> (scoped too), else the path under the repository, else the url. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return `pkg ${modules[1]}`;
  if (url.startsWith('node:')) return url;
  const repo = url.match(/\/(apps|packages|bench)\/(.+)$/);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

const functions = new Map<string, number>();
const places = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') {
    idle += us;
    continue;
  }
  const fn = `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + us);
  places.set(place(url), (places.get(place(url)) ?? 0) + us);
}

const busy = total - idle;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const perSale = (us: number) => (sales > 0 ? (us / 1000 / sales).toFixed(3).padStart(7) : '');
const pct = (us: number) => `${((us / busy) * 100).toFixed(1)}%`.padStart(6);
console.log(
  `profiled ${ms(total)} ms, busy ${ms(busy)} ms${sales > 0 ? `, ${perSale(busy)} ms per request (${sales})` : ''}`,
);
for (const [title, map] of [
  ['self time by file or package', places],
  ['self time by function', functions],
] as const) {
  console.log(`\n${title} (ms, ${sales > 0 ? 'ms per request, ' : ''}share of busy):`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms(us)} ${perSale(us)} ${pct(us)}  ${name}`);
  }
}
