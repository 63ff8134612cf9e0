// The health folder's public face: what the api's other folders may use of it.
export { OutsideServices } from './outside-services';
export { healthRoutes } from './routes';
