// The demo-requests folder's public face: what the api's other folders may use of it.
export { demoRequestRoutes } from './routes';
