// The activity folder's public face: what the api's other folders may use of it.
export { activityRoutes } from './routes';
