/**
 * The attendance register's bulk part (issue 13): uploads of the workbook (.xlsx) and of a day's CSV, device punch
 * imports, the Excel and report downloads and Form D. The pages place AttendanceBulkToolbar in their `toolbar`.
 */
export { canUploadBulk } from './access';
export { AttendanceBulkToolbar } from './components/AttendanceBulkToolbar';
export { FileUploadDialog } from './components/FileUploadDialog';
export { PunchImportDialog } from './components/PunchImportDialog';
export { RangeDialog } from './components/RangeDialog';
