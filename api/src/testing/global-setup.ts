import { saveTemplate } from './database-template';

export default saveTemplate;
