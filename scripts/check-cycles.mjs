// Fails when modules import each other in a circle: in the API, the web app and the
// contracts, counting every static import and re-export (type-only ones too: a circle of types
// is still a circle of ideas). Lazy `import()` calls are the way out of a circle, so they do not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = {
  'apps/api/src': { '#src/': 'apps/api/src/', '#test/': 'apps/api/test/' },
  'apps/web/src': { '#src/': 'apps/web/src/' },
  'packages/contracts/src': {},
};
const CONTRACTS = 'packages/contracts/src/';
const STATIC_IMPORT =
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

function resolve(from, spec, aliases) {
  let target;
  if (spec.startsWith('.')) target = path.join(path.dirname(from), spec);
  else if (spec.startsWith('@app/contracts')) {
    const sub = spec.slice('@app/contracts'.length).replace(/^\//, '');
    target = path.join(CONTRACTS, sub || 'index.ts');
  } else {
    const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
    if (!alias) return null; // an npm package
    target = aliases[alias] + spec.slice(alias.length);
  }
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.normalize(candidate);
  }
  return null;
}

const graph = new Map();
for (const [root, aliases] of Object.entries(ROOTS)) {
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1] ?? match[2], aliases);
      if (target && target !== file) deps.add(target);
    }
    graph.set(path.normalize(file), deps);
  }
}

// Tarjan's strongly connected components: any component of more than one node is a circle.
function findCircles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const circles = [];
  function visit(node) {
    info.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return circles;
}

// The API's feature modules, folder by folder, below their routes (sales, customers and
// inventory depend in one direction only). Routes compose services and may look anywhere.
const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const moduleGraph = new Map();
for (const [file, deps] of graph) {
  const from = file.match(API_MODULE)?.[1];
  if (!from || /\.routes\.ts$|\.fixtures\.ts$/.test(file)) continue;
  const targets = moduleGraph.get(from) ?? new Set();
  for (const dep of deps) {
    const to = dep.match(API_MODULE)?.[1];
    if (to && to !== from) targets.add(to);
  }
  moduleGraph.set(from, targets);
}

const circles = findCircles(graph);
const moduleCircles = findCircles(moduleGraph);
if (circles.length > 0 || moduleCircles.length > 0) {
  if (circles.length > 0) console.error(`${circles.length} import circle(s):`);
  for (const circle of circles) console.error(`  - ${circle.join('\n    ')}`);
  if (moduleCircles.length > 0) {
    console.error(`${moduleCircles.length} circle(s) between API modules (routes aside):`);
  }
  for (const circle of moduleCircles) console.error(`  - ${circle.join(' <-> ')}`);
  process.exit(1);
}
console.log(
  `No import circles among ${graph.size} modules, nor between the API's ${moduleGraph.size} feature modules.`,
);
