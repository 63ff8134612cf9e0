import { removeTemplate } from './database-template';

export default removeTemplate;
