// After `vite build`: prints the gzip size of the JS and CSS each first page loads, read from the Vite manifest,
// and fails when a page exceeds its budget or a Mantine component's styles were not imported.
//   node apps/web/scripts/report-bundle.mjs [outDir]   (outDir defaults to apps/web/dist)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * Budgets are ratchets: the JS budgets are issue 10's targets (login 200 KB, project list 250 KB), met since
 * 2026-11-25 (docs/benchmarks.md), so a change that pushes a first page over them fails the build.
 * The pages people open first, the modules each loads besides the entry (its route module; for a signed-in
 * page also the frame's signed-in parts and its menu, which the frame fetches at once), and its budgets (gzip).
 */
export const PAGES = [
  { name: 'login (/login)', modules: ['src/app/routes/login.tsx'], js: 200 * KB, css: 30 * KB },
  {
    name: 'project list (/projects)',
    modules: [
      'src/app/routes/projects/list.tsx',
      'src/app/layout/signed-in-parts.ts',
      'src/components/layout/SideNav.tsx',
    ],
    js: 250 * KB,
    css: 30 * KB,
  },
];

/** Every chunk a manifest key loads before it runs: itself and its static imports, transitively. */
export function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry '${key}'.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Modules every page fetches at start besides the entry's static imports: the English texts the i18n set-up
 * asks for before anything is shown (src/i18n/index.ts, when they are chunks of their own).
 */
const STARTUP = /^src\/i18n\/locales\/en\/translation\.json$/;

/** The files (JS and CSS) a page loads: the entry's chunks, the start-up texts and the page's modules'. */
export function pageFiles(manifest, modules) {
  const startup = Object.keys(manifest).filter((key) => STARTUP.test(key));
  const keys = closure(manifest, ['index.html', ...startup, ...modules]);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Mantine classes the JS uses that no emitted stylesheet defines: a component whose CSS was not imported. */
export function unstyledMantineClasses(jsTexts, cssTexts) {
  const defined = new Set(cssTexts.flatMap((text) => text.match(MANTINE_CLASS) ?? []));
  const used = new Set(jsTexts.flatMap((text) => text.match(MANTINE_CLASS) ?? []));
  return [...used].filter((name) => !defined.has(name)).sort();
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outDir = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const read = (file) => readFileSync(path.join(outDir, file));
  const gzip = (files) => files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

  const failures = [];
  console.log('\nFirst-page sizes (gzip, level 9): JS and CSS each page loads before it shows');
  for (const page of PAGES) {
    const files = pageFiles(manifest, page.modules);
    const js = gzip(files.js);
    const css = gzip(files.css);
    console.log(
      `  ${page.name.padEnd(26)} JS ${kb(js).padStart(9)} in ${String(files.js.length).padStart(2)} files` +
        ` (budget ${kb(page.js)})   CSS ${kb(css).padStart(8)} (budget ${kb(page.css)})`,
    );
    if (js > page.js) failures.push(`${page.name}: JS ${kb(js)} exceeds its budget of ${kb(page.js)}`);
    if (css > page.css) failures.push(`${page.name}: CSS ${kb(css)} exceeds its budget of ${kb(page.css)}`);
  }

  const chunks = Object.values(manifest);
  const jsTexts = chunks.filter((c) => c.file.endsWith('.js')).map((c) => read(c.file).toString('utf8'));
  const cssFiles = [
    ...new Set(chunks.flatMap((c) => [...(c.css ?? []), ...(c.file.endsWith('.css') ? [c.file] : [])])),
  ];
  const missing = unstyledMantineClasses(
    jsTexts,
    cssFiles.map((file) => read(file).toString('utf8')),
  );
  if (missing.length > 0) {
    failures.push(
      `Mantine classes used without their styles (import the component's CSS in src/styles.ts): ${missing.join(', ')}`,
    );
  }

  if (failures.length > 0) {
    console.error(`\nBundle check failed:\n  ${failures.join('\n  ')}\n`);
    process.exitCode = 1;
  } else {
    console.log('All pages within budget; every Mantine class in use has its styles.\n');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
