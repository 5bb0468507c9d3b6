import type { FormSchema } from '@anupalan/shared';
import { type LinkKind, segmentOf } from '../api/contracts';

/** Add User on a linked agency's Users tab: POST {users: {body: {name}, email}} (spec part 2, section 7). */
export function addLinkUserSchema(kind: LinkKind): FormSchema {
  return {
    type: 'subproject-agency',
    purpose: `${kind}-user`,
    title: 'Add User',
    saveUrl: `/api/subprojects/{subprojectId}/${segmentOf(kind)}/{agencyId}/users`,
    steps: [
      {
        title: 'Add User',
        fields: [
          {
            type: 'text',
            colName: 'users.body.name',
            title: 'User name',
            validations: {
              isRequired: { enabled: true },
              // Consultant names take letters, digits and underscores only (spec part 2, section 5).
              pattern: { enabled: true, value: kind === 'consultant' ? 'comment' : 'name' },
            },
          },
          {
            type: 'email',
            colName: 'users.email',
            title: 'E-mail',
            validations: {
              isRequired: { enabled: true },
              pattern: { enabled: true, value: 'email', message: 'Invalid email' },
            },
          },
        ],
      },
    ],
  };
}
