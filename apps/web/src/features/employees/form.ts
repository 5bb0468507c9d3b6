/** The employee form (Form A's columns), served by the server's form-schema catalogue. */
export const EMPLOYEE_FORM = { type: 'employee', purpose: 'create' } as const;

/** A wage period of one employee (Wage Details). */
export const WAGE_PERIOD_FORM = { type: 'employee', purpose: 'wage-period' } as const;
