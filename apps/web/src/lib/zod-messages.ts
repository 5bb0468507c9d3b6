import { en } from 'zod/locales';
import { config } from 'zod/mini';

// zod's classic API sets its English messages when it builds its first schema; the first pages check with
// `zod/mini` (packages/shared/src/api/session.ts), which sets none. Setting them here keeps every message the
// browser shows the same English one the server sends, whichever API a page loaded first.
config(en());
