// A visitor's "Request a Demo" from the home page, kept for the sales team.
import type { Db } from '../db';
import { insertDemoRequest, type StoredDemoRequest } from './repo';

export type DemoRequest = {
  name: string;
  email: string;
  company?: string;
  message?: string;
};

export function requestDemo(db: Db, request: DemoRequest): Promise<StoredDemoRequest> {
  return insertDemoRequest(db, {
    name: request.name,
    email: request.email,
    // A blank optional field means "not given".
    company: request.company || null,
    message: request.message || null,
  });
}
