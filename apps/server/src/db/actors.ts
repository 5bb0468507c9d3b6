/** The jobs that write without a person: each is named (`system:<job>`) in the audit rows it causes. */
export type SystemJob = 'seed' | 'seed-large' | 'mail-worker' | 'test';
