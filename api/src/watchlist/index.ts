// The watchlist folder's public face: what the api's other folders may use of it.
export { watchlistRestRoutes } from './rest-routes';
