import { describe, expect, it } from 'vitest';
import { type Manifest, pageFiles, unstyledMantineClasses } from '../../scripts/report-bundle.mjs';

// A manifest as Vite writes it: the entry, a lazy route module and the chunks they share.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'], css: ['assets/forms.css'] },
  'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_react.js', 'index.html'] },
  'src/app/routes/projects/list.tsx': { file: 'assets/list.js', imports: ['_forms.js'] },
  'src/i18n/locales/en/translation.json': { file: 'assets/translation.js' },
  'src/i18n/locales/en/establishments.json': { file: 'assets/establishments.js' },
};

describe('what a first page loads', () => {
  it('counts the entry, the start-up texts and the route module with their static imports, once each', () => {
    const login = pageFiles(manifest, ['src/app/routes/login.tsx']);
    expect(login.js.sort()).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
      'assets/translation.js',
    ]);
    expect(login.css).toEqual(['assets/index.css']);
  });

  it("counts a shared chunk's styles for the page that imports it, and no other page's module", () => {
    const list = pageFiles(manifest, ['src/app/routes/projects/list.tsx']);
    expect(list.js).toContain('assets/forms.js');
    expect(list.js).not.toContain('assets/login.js');
    expect(list.js).not.toContain('assets/establishments.js');
    expect(list.css.sort()).toEqual(['assets/forms.css', 'assets/index.css']);
  });

  it('finds a Mantine component whose styles were not imported', () => {
    const js = ['const classes={root:"m_77c9d27d",inner:"m_80f1301b"}', 'const t={root:"m_4081bf90"}'];
    const css = ['.m_77c9d27d{display:flex}.m_80f1301b{gap:1rem}'];
    expect(unstyledMantineClasses(js, css)).toEqual(['m_4081bf90']);
    expect(unstyledMantineClasses(js.slice(0, 1), css)).toEqual([]);
  });
});
