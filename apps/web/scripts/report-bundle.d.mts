export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Page {
  name: string;
  modules: string[];
  js: number;
  css: number;
}
export const PAGES: Page[];
export function closure(manifest: Manifest, keys: string[]): Set<string>;
export function pageFiles(manifest: Manifest, modules: string[]): { js: string[]; css: string[] };
export function unstyledMantineClasses(jsTexts: string[], cssTexts: string[]): string[];
