/**
 * The recovery module's public reads for other modules (docs/architecture.md: a module is reached through its
 * service and index files): the wage register takes the instalments due when it is created; the maternity module
 * reads the worker, the attendance and the wages with the same queries, prints with the same range and header and
 * is read by the same roles.
 */
export { addDays, displayDate, divideHalfUp } from './dates.js';
export { printRange, registerHeader } from './recoveries.print.js';
export {
  attendanceWages,
  daysWorked,
  employeeFacts,
  rateInForce,
  takeDueInstalments,
} from './recoveries.queries.js';
export { processRegisterReaders } from './recoveries.routes.js';
