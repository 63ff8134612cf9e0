// The tracking folder's public face: what the api's other folders may use of it.
export { trackingRoutes } from './routes';
export { muteWallet, NOT_TRACKED } from './service';
