import { formatDate } from '@huaren/contract';

/** The console shows exact times: an admin compares them across reports, logins and the log. */
export function adminTime(iso: string): string {
  return formatDate(iso, 'yyyy-mm-dd hh:MM');
}
