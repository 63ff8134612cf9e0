// Async boundary: shared singletons are negotiated before any app code runs (never `eager`).
import { installRefreshHook } from './federation/refreshHook';

// Before React DOM loads: a remote's Fast Refresh needs the renderer (development builds only).
if (process.env.NODE_ENV !== 'production') installRefreshHook();
void import('./bootstrap');
