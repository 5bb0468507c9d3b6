/** The reports module's public surface: the mail attachments its report mails carry. */
export { reportAttachments } from './report-attachments.js';
export { attachmentHeader } from './reports.routes.js';
