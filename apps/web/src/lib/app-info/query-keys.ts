/** Public app information (environment texts, version) is not the user's and survives sign-out. */
export const appInfoQueryRoot = 'app-info';
