/** The two kinds of global agency, as the routes name them. */
export type GlobalType = 'contractor' | 'consultant';
