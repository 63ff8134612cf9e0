// The releases folder's public face: what the api's other folders may use of it.
export { releaseRoutes, releasesFromEnvironment } from './routes';
export type { ReleaseTracker } from './tracker';
