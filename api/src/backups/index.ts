// The backups folder's public face: what the api's other folders may use of it.
export { backupRoutes } from './routes';
