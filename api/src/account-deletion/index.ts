// The account-deletion folder's public face.
export { accountDeletionRoutes } from './routes';
