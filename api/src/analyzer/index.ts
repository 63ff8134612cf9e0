// The analyzer folder's public face: what the api's other folders may use of it.
export { analyzerRoutes } from './routes';
export { createTransferIndex } from './transfer-index';
