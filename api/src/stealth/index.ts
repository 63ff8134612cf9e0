// The stealth folder's public face: what the api's other folders may use of it.
export { protectedFrom, requireTrackable, requireVisible } from './protection';
export { stealthRoutes } from './routes';
