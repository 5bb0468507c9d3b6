import type { FormValues } from './types.js';

/** Reads a dotted path (`users.body.name`) from nested values. */
export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Returns a copy of `values` with the dotted path set, creating objects on the way. */
export function setPath(values: FormValues, path: string, value: unknown): FormValues {
  const keys = path.split('.');
  if (keys.some((k) => UNSAFE_KEYS.has(k))) throw new Error(`unsafe path ${path}`);
  const root: FormValues = { ...values };
  let current: Record<string, unknown> = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    const copy =
      next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
    current[key] = copy;
    current = copy as Record<string, unknown>;
  });
  return root;
}

/** Returns a copy of `values` without the dotted path. */
export function unsetPath(values: FormValues, path: string): FormValues {
  const keys = path.split('.');
  const parentPath = keys.slice(0, -1).join('.');
  const parent = parentPath ? getPath(values, parentPath) : values;
  if (parent === null || typeof parent !== 'object') return values;
  const copy = { ...(parent as Record<string, unknown>) };
  delete copy[keys.at(-1)!];
  return parentPath ? setPath(values, parentPath, copy) : copy;
}
