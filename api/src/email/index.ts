// The email folder's public face: what the api's other folders may use of it.
export { createSmtpMailer, type Email, type Mailer } from './mailer';
