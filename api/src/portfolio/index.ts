// The portfolio folder's public face: what the api's other folders may use of it.
export { portfolioRoutes } from './routes';
