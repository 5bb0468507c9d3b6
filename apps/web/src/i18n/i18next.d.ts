import 'i18next';
import type attendance from './locales/en/attendance.json';
import type attendanceBulk from './locales/en/attendanceBulk.json';
import type comments from './locales/en/comments.json';
import type compliance from './locales/en/compliance.json';
import type employees from './locales/en/employees.json';
import type establishments from './locales/en/establishments.json';
import type incidents from './locales/en/incidents.json';
import type projects from './locales/en/projects.json';
import type returns from './locales/en/returns.json';
import type translation from './locales/en/translation.json';
import type wages from './locales/en/wages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      messages: Record<string, string>;
      schemas: Record<string, string>;
      attendance: typeof attendance;
      attendanceBulk: typeof attendanceBulk;
      comments: typeof comments;
      compliance: typeof compliance;
      employees: typeof employees;
      establishments: typeof establishments;
      incidents: typeof incidents;
      projects: typeof projects;
      returns: typeof returns;
      wages: typeof wages;
    };
    returnNull: false;
  }
}
