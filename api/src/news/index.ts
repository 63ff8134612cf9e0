// The news folder's public face: what the api's other folders may use of it.
export { createNewsReader } from './news-reader';
export { newsRoutes } from './routes';
