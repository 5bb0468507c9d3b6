/**
 * Printable statutory pages (Form A, verification forms) rendered on the server as plain HTML. Every text that
 * comes from a record goes through `esc`, so a name such as `<script>` is shown, never run. The only script is
 * PRINT_SCRIPT, served from the same origin (the CSP allows no inline script), which opens the print dialog.
 */

/** Where PRINT_SCRIPT is served (gen-forms.routes.ts). */
export const PRINT_SCRIPT_PATH = '/gen-forms/print.js';
/** Opens the browser's print dialog once the page (and its images) has loaded. */
export const PRINT_SCRIPT = "window.addEventListener('load', function () { window.print(); });\n";
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function esc(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** yyyy-mm-dd as DD/MM/YYYY (a calendar date: no time zone arithmetic). */
export function displayDate(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

const BASE_STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111;margin:1rem}
h1{font-size:14pt;margin:0 0 .2rem;text-align:center}.rule{text-align:center;margin:0 0 .6rem;font-size:9pt}
.head{display:flex;flex-wrap:wrap;gap:.3rem 2rem;font-size:9pt;margin-bottom:.6rem}.head b{font-weight:600}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #555;padding:2px 3px;vertical-align:top;
font-size:7pt;word-break:break-word}td.words{word-break:normal}
table.register{table-layout:fixed}th{background:#eee;font-weight:600}thead{display:table-header-group}
tr{break-inside:avoid}img{max-width:48px;max-height:48px}.hint{font-size:9pt;color:#555}.empty{text-align:center}
.sign{margin-top:2.5rem;display:flex;justify-content:space-between;gap:1rem;font-size:9pt}
h2{font-size:12pt;margin:1rem 0 .4rem}table.form td{font-size:10pt;padding:4px 6px}table.form td:first-child{width:40%;background:#f5f5f5}
@media print{.hint{display:none}body{margin:0}}`;

/**
 * The whole page: the title, an A4 page (landscape for the registers), the form's own styles if any, and the body's
 * markup (already escaped).
 */
export function printablePage(options: {
  title: string;
  landscape: boolean;
  body: string;
  style?: string;
}): string {
  const page = `@page{size:A4 ${options.landscape ? 'landscape' : 'portrait'};margin:10mm}`;
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)} | Anupalan</title><script src="${PRINT_SCRIPT_PATH}" defer></script><style>${page}
${BASE_STYLE}${options.style ?? ''}</style></head>
<body>${options.body}</body></html>`;
}
