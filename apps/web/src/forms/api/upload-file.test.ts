import { describe, expect, it } from 'vitest';
import { uploadUrlFor } from './upload-file';

describe('upload address', () => {
  it("uploads on an establishment's pages to the establishment, elsewhere to the agency", () => {
    expect(uploadUrlFor({ projectId: 'p', subprojectId: 's', establishmentId: 'e-1' })).toBe(
      '/api/files/establishments/e-1',
    );
    expect(uploadUrlFor({ id: 'x' })).toBe('/api/files');
  });
});
